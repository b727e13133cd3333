import { area } from '../di/area';
import { liveArea } from './live.area';

/** What every signed-in page's frame uses: the event stream and the bell. A dentist's header menus and arrival prompts load their own areas on first use (shell/dentist-extras.ts). */
export const signedInArea = area('signed-in', [liveArea], () => undefined);
