import type { UserProfile } from '../../contract/profile.contract';
import { AddressBookViewModel } from '../../application/addresses/address-book.view-model';
import { BonusInfoViewModel } from '../../application/onboarding/bonus-info.view-model';
import { DentistPrompts } from '../../application/onboarding/dentist-prompts';
import { addressesArea } from '../composition/addresses.area';
import { onboardingArea } from '../composition/onboarding.area';
import { loadArea } from '../di/area';
import type { ShellServices } from '../di/services';

// What the signed-in frame offers a dentist only: the header's menus and the prompts on arrival.
// Part of the frame's own file (staff load its few kilobytes too): loaded on first
// use, it cost the dentist's first page a round trip before its arrival prompt, and the menus one
// before their dialog. The areas' bindings still load on first use.

/** The header's "Endereços". */
export const openAddressGrid = (shell: ShellServices): void => {
  loadArea(shell, addressesArea);
  shell.get(AddressBookViewModel).openGrid();
};

/** The header's "Saldo bonificado". */
export const openBonusRules = (shell: ShellServices): void => {
  loadArea(shell, onboardingArea);
  shell.get(BonusInfoViewModel).open();
};

/** Accreditation or the platform survey, on arriving at a page. */
export const promptOnArrival = (shell: ShellServices, profile: UserProfile, path: string): void => {
  loadArea(shell, onboardingArea);
  shell.get(DentistPrompts).pageShown(profile, path);
};
