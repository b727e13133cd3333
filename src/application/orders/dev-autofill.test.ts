import { describe, expect, it } from 'vitest';
import { emptyDraft, reduceDraft, stepErrors } from '../../domain/order/draft-order';
import { draftSteps } from '../../domain/order/draft-steps';
import { devAutofillActions } from './dev-autofill';

describe('developer auto-fill', () => {
  it('completes every step after the patient, for aligners and for retention plates', () => {
    for (const product of ['ALINHADORES', 'PLACA_CONTENCAO'] as const) {
      let draft = reduceDraft(emptyDraft, { type: 'patientChosen', patient: { id: 'p', name: 'P' } });
      // The prescription has its own form; the auto-fill stops before it.
      for (const step of draftSteps.slice(1, -1)) {
        draft = reduceDraft(draft, { type: 'stepReached', step });
        const actions = step === 'PRODUCT' ? [{ type: 'productChosen' as const, product }] : devAutofillActions(draft, { id: 'a1', isBilling: true });
        draft = actions.reduce(reduceDraft, draft);
        expect(stepErrors(draft, step), `${product} ${step}`).toEqual([]);
      }
    }
  });
});
