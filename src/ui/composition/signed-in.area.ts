import { area } from '../di/area';
import { addressesArea } from './addresses.area';
import { liveArea } from './live.area';
import { onboardingArea } from './onboarding.area';

/** What every signed-in page's frame uses: the bell, the header's addresses and bonus rules, the prompts. */
export const signedInArea = area('signed-in', [liveArea, addressesArea, onboardingArea], () => undefined);
