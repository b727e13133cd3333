import type { UserProfile } from '../../contract/profile.contract';

/** Only a dentist with a complete registration is asked anything on arriving at a page. */
export const isAskedOnArrival = (profile: Pick<UserProfile, 'role' | 'isLead'>): boolean => profile.role === 'DENTIST' && !profile.isLead;
