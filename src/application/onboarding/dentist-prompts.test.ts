import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../contract/profile.contract';
import { aProfile } from '../../../test/support/application/fakes';
import type { Accreditation, AccreditationContext } from './accreditation.view-model';
import { DentistPrompts } from './dentist-prompts';
import { isAskedOnArrival } from './arrival-prompts';
import type { PlatformSurvey } from './platform-survey';

const setup = () => {
  const asked: string[] = [];
  const accreditation = { open: (context: AccreditationContext) => asked.push(`accreditation:${context}`) } as unknown as Accreditation;
  const survey = { offer: (p: UserProfile) => asked.push(`survey:${p.platformSurveyPending}`) } as unknown as PlatformSurvey;
  return { prompts: new DentistPrompts(accreditation, survey), asked };
};

describe('what a dentist is asked on arrival', () => {
  it('blocks the new order page every time until accredited, and asks on the lists once', () => {
    const t = setup();
    const pending = aProfile({ accredited: false });
    t.prompts.pageShown(pending, '/orders');
    t.prompts.pageShown(pending, '/orders/completed');
    t.prompts.pageShown(pending, '/orders/new');
    t.prompts.pageShown(pending, '/orders/new');
    expect(t.asked).toEqual(['accreditation:orders', 'accreditation:new-order', 'accreditation:new-order']);
  });

  it('offers the survey on the lists to accredited dentists only, and asks nothing of staff or leads', () => {
    const t = setup();
    t.prompts.pageShown(aProfile({ platformSurveyPending: true }), '/orders');
    t.prompts.pageShown(aProfile({ platformSurveyPending: true }), '/orders/new');
    t.prompts.pageShown(aProfile({ role: 'EMPLOYEE', accredited: false }), '/attendant/orders');
    t.prompts.pageShown(aProfile({ isLead: true, accredited: false }), '/orders');
    expect(t.asked).toEqual(['survey:true']);
  });

  // The signed-in frame loads the prompts only when this says so.
  it('is loaded for exactly the profiles it may ask something of', () => {
    for (const role of ['DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER'] as const) {
      for (const isLead of [false, true]) {
        const t = setup();
        const profile = aProfile({ role, isLead, accredited: false });
        t.prompts.pageShown(profile, '/orders/new');
        expect(isAskedOnArrival(profile), `${role}, lead: ${isLead}`).toBe(t.asked.length > 0);
      }
    }
  });
});
