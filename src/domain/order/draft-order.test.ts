import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AttachmentKind } from '../attachments/file-acceptance';
import { type DraftAction, type DraftOrder, draftSteps, emptyDraft, reduceDraft, resumeStep, stepErrors, stepFields, submitErrors } from './draft-order';
import { alignerProducts } from './products';

const kinds = Object.keys(AttachmentKind.keys) as AttachmentKind[];
const patient = fc.constantFrom({ id: 'p1', name: 'João' }, { id: 'p2', name: 'Maria' });
const action: fc.Arbitrary<DraftAction> = fc.oneof(
  patient.map((p) => ({ type: 'patientChosen' as const, patient: p })),
  fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO').map((product) => ({ type: 'productChosen' as const, product })),
  fc.constantFrom('CASO_NOVO', 'CASO_CONTINUACAO').map((caseType) => ({ type: 'caseTypeChosen' as const, caseType })),
  fc.constantFrom('SUPERIOR', 'INFERIOR').map((arcade) => ({ type: 'arcadeToggled' as const, arcade })),
  fc.constantFrom(...alignerProducts).map((item) => ({ type: 'itemChosen' as const, item })),
  fc.constantFrom('THICKNESS_075', 'THICKNESS_100').map((thickness) => ({ type: 'thicknessChosen' as const, thickness })),
  fc.constantFrom('UPLOAD', 'MODEL_URL', 'PHYSICAL_DELIVERY').map((method) => ({ type: 'shippingChosen' as const, method })),
  fc.constantFrom('', 'https://drive.example/modelos').map((url) => ({ type: 'modelUrlChanged' as const, url })),
  fc.record({ attachmentId: fc.uuid(), type: fc.constantFrom(...kinds), name: fc.constant('a.stl'), size: fc.nat() }).map((attachment) => ({ type: 'attachmentAdded' as const, attachment })),
  fc.constantFrom('a1', 'a2').map((addressId) => ({ type: 'shippingAddressChosen' as const, addressId })),
  fc.constantFrom('a1', 'a3').map((addressId) => ({ type: 'billingAddressChosen' as const, addressId })),
  fc.boolean().map((same) => ({ type: 'useSameAddressToggled' as const, same })),
);
const run = (actions: readonly DraftAction[], from: DraftOrder = emptyDraft) => actions.reduce(reduceDraft, from);

describe('draft order', () => {
  it('a different patient resets product, case type, arcades and item', () => {
    fc.assert(
      fc.property(fc.array(action), patient, (actions, p) => {
        const before = run(actions);
        const after = reduceDraft(before, { type: 'patientChosen', patient: p });
        if (before.patient?.id === p.id) expect(after).toBe(before);
        else expect(after).toMatchObject({ patient: p, product: null, caseType: null, arcadeSuperior: false, arcadeInferior: false, item: null });
      }),
    );
  });

  it('a different product resets case type, arcades, item and thickness', () => {
    fc.assert(
      fc.property(fc.array(action), fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO' as const), (actions, product) => {
        const before = run(actions);
        const after = reduceDraft(before, { type: 'productChosen', product });
        if (before.product === product) expect(after).toBe(before);
        else expect(after).toMatchObject({ product, caseType: null, arcadeSuperior: false, arcadeInferior: false, item: null, thickness: null, patient: before.patient });
      }),
    );
  });

  it('a different case type resets arcades and item, and also the thickness', () => {
    fc.assert(
      fc.property(fc.array(action), fc.constantFrom('CASO_NOVO', 'CASO_CONTINUACAO' as const), (actions, caseType) => {
        const before = run(actions);
        const after = reduceDraft(before, { type: 'caseTypeChosen', caseType });
        if (before.caseType !== caseType) {
          expect(after).toMatchObject({ caseType, arcadeSuperior: false, arcadeInferior: false, item: null, thickness: null, product: before.product });
          expect(after.continuationProduct).toBe(caseType === 'CASO_CONTINUACAO' ? 'CA_TRIO' : null);
        }
      }),
    );
  });

  it('keeps its invariants after any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const draft = run(actions);
        expect(draft.attachments.filter((a) => a.type === 'OTHERS').length).toBeLessThanOrEqual(5);
        for (const kind of kinds.filter((k) => k !== 'OTHERS')) expect(draft.attachments.filter((a) => a.type === kind).length).toBeLessThanOrEqual(1);
        if (draft.useSameAddress) expect(draft.billingAddressId).toBe(draft.shippingAddressId);
        if (draft.shippingMethod !== 'MODEL_URL') expect(draft.modelUrl).toBe('');
        if (draft.shippingMethod && draft.shippingMethod !== 'UPLOAD') expect(draft.attachments.some((a) => a.type.startsWith('MODEL_'))).toBe(false);
      }),
    );
  });

  it('toggles an arcade on and off', () => {
    fc.assert(
      fc.property(fc.array(action), fc.constantFrom('SUPERIOR', 'INFERIOR' as const), (actions, arcade) => {
        const before = run(actions);
        const twice = run([{ type: 'arcadeToggled', arcade }, { type: 'arcadeToggled', arcade }], before);
        expect(twice).toEqual(before);
      }),
    );
  });

  it('is ready to submit only when every step is complete, with or without uploaded models', () => {
    const complete = run([
      { type: 'patientChosen', patient: { id: 'p1', name: 'João' } },
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      { type: 'arcadeToggled', arcade: 'SUPERIOR' },
      { type: 'itemChosen', item: 'ALIGNER_CA_TRIO' },
      { type: 'shippingChosen', method: 'UPLOAD' },
      { type: 'attachmentAdded', attachment: { attachmentId: 'm1', type: 'MODEL_SUPERIOR', name: 's.stl', size: 10 } },
      { type: 'shippingAddressChosen', addressId: 'a1' },
    ]);
    expect(submitErrors(complete)).toEqual(['Preencha a ficha de prescrição.']);
    expect(submitErrors(reduceDraft(complete, { type: 'productChosen', product: 'PLACA_CONTENCAO' }))).not.toContain('Preencha a ficha de prescrição.');
    const prescribed = reduceDraft(complete, { type: 'prescriptionSaved' });
    expect(submitErrors(prescribed)).toEqual([]);
    expect(submitErrors(reduceDraft(prescribed, { type: 'arcadeToggled', arcade: 'INFERIOR' }))).toEqual(['Envie o modelo inferior.']);
    const byPost = reduceDraft(prescribed, { type: 'shippingChosen', method: 'PHYSICAL_DELIVERY' });
    expect(submitErrors(byPost)).toEqual([]);
    expect(stepErrors(reduceDraft(prescribed, { type: 'shippingChosen', method: 'MODEL_URL' }), 'DATA_SHIPPING')).toEqual(['Informe um link válido (começando com https://).']);
  });

  it('resumes at the step where it stopped, never past an incomplete one', () => {
    fc.assert(
      fc.property(fc.array(action), fc.constantFrom(...draftSteps), (actions, step) => {
        const draft = run([...actions, { type: 'stepReached', step }]);
        const resume = resumeStep(draft);
        expect(draftSteps.indexOf(resume)).toBeLessThanOrEqual(draftSteps.indexOf(step));
        for (const earlier of draftSteps.slice(0, draftSteps.indexOf(resume))) expect(stepErrors(draft, earlier)).toEqual([]);
      }),
    );
  });

  it('saves with each step only that step’s fields', () => {
    const draft = run([{ type: 'shippingChosen', method: 'MODEL_URL' }, { type: 'modelUrlChanged', url: ' https://x.y/z ' }]);
    expect(stepFields(draft, 'DATA_SHIPPING')).toEqual({ modelProvideType: 'MODEL_URL', modelUrl: 'https://x.y/z' });
    expect(Object.keys(stepFields(draft, 'ADDRESS'))).toEqual(['shippingAddressId', 'billingAddressId']);
  });
});
