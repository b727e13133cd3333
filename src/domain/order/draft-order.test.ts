import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AttachmentKind } from '../attachments/file-acceptance';
import { type DraftAction, type DraftOrder, draftMessages, emptyDraft, reduceDraft, resumeStep, stepErrors, stepFields, submitErrors } from './draft-order';
import { draftStepLabels, draftSteps, stepPosition } from './draft-steps';
import { alignerProducts } from './products';
import { textLimits } from '../shared/text-limits';

const kinds = Object.keys(AttachmentKind.keys) as AttachmentKind[];
const patient = fc.constantFrom({ id: 'p1', name: 'João' }, { id: 'p2', name: 'Maria' });
const action: fc.Arbitrary<DraftAction> = fc.oneof(
  patient.map((p) => ({ type: 'patientChosen' as const, patient: p })),
  fc.constantFrom('ALINHADORES', 'PLACA_CONTENCAO').map((product) => ({ type: 'productChosen' as const, product })),
  fc.constantFrom('CASO_NOVO', 'CASO_CONTINUACAO').map((caseType) => ({ type: 'caseTypeChosen' as const, caseType })),
  fc.constantFrom('upper' as const, 'lower' as const).map((arch) => ({ type: 'archToggled' as const, arch })),
  fc.constantFrom(...alignerProducts).map((item) => ({ type: 'itemChosen' as const, item })),
  fc.constantFrom('THICKNESS_075', 'THICKNESS_100').map((thickness) => ({ type: 'thicknessChosen' as const, thickness })),
  fc.constantFrom('UPLOAD', 'MODEL_URL', 'PHYSICAL_DELIVERY').map((method) => ({ type: 'shippingChosen' as const, method })),
  fc.constantFrom('', 'https://drive.example/modelos').map((url) => ({ type: 'modelUrlChanged' as const, url })),
  fc
    .record({ attachmentId: fc.uuid(), type: fc.constantFrom(...kinds), name: fc.constant('a.stl'), size: fc.nat() })
    .map((attachment) => ({ type: 'attachmentAdded' as const, attachment })),
  fc.tuple(fc.constantFrom('a1', 'a2'), fc.boolean()).map(([addressId, billing]) => ({ type: 'shippingAddressChosen' as const, addressId, billing })),
  fc.constantFrom('a1', 'a3').map((addressId) => ({ type: 'billingAddressChosen' as const, addressId })),
  fc.boolean().map((same) => ({ type: 'useSameAddressToggled' as const, same })),
);
const run = (actions: readonly DraftAction[], from: DraftOrder = emptyDraft) => actions.reduce(reduceDraft, from);
const file = (type: AttachmentKind, id = `f-${type}`) => ({ attachmentId: id, type, name: 'x', size: 1 });

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
        if (caseType === 'CASO_CONTINUACAO' && before.product === 'PLACA_CONTENCAO') expect(after).toBe(before);
        else if (before.caseType !== caseType) {
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
      fc.property(fc.array(action), fc.constantFrom('upper' as const, 'lower' as const), (actions, arch) => {
        const before = run(actions);
        const twice = run(
          [
            { type: 'archToggled', arch },
            { type: 'archToggled', arch },
          ],
          before,
        );
        expect(twice).toEqual(before);
      }),
    );
  });

  it('is ready to submit only when every step is complete, with or without uploaded models', () => {
    const complete = run([
      { type: 'patientChosen', patient: { id: 'p1', name: 'João' } },
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      { type: 'archToggled', arch: 'upper' },
      { type: 'itemChosen', item: 'ALIGNER_CA_TRIO' },
      { type: 'shippingChosen', method: 'UPLOAD' },
      { type: 'attachmentAdded', attachment: { attachmentId: 'm1', type: 'MODEL_SUPERIOR', name: 's.stl', size: 10 } },
      { type: 'shippingAddressChosen', addressId: 'a1', billing: true },
    ]);
    expect(submitErrors(complete)).toEqual(['Preencha a ficha de prescrição.']);
    expect(submitErrors(reduceDraft(complete, { type: 'productChosen', product: 'PLACA_CONTENCAO' }))).not.toContain('Preencha a ficha de prescrição.');
    const prescribed = reduceDraft(complete, { type: 'prescriptionSaved' });
    expect(submitErrors(prescribed)).toEqual([]);
    expect(submitErrors(reduceDraft(prescribed, { type: 'archToggled', arch: 'lower' }))).toEqual(['Envie o modelo inferior.']);
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
    const draft = run([
      { type: 'shippingChosen', method: 'MODEL_URL' },
      { type: 'modelUrlChanged', url: ' https://x.y/z ' },
    ]);
    expect(stepFields(draft, 'DATA_SHIPPING')).toEqual({ modelProvideType: 'MODEL_URL', modelUrl: 'https://x.y/z' });
    expect(Object.keys(stepFields(draft, 'ADDRESS'))).toEqual(['shippingAddressId', 'billingAddressId']);
  });
});

describe('draft order, rule by rule', () => {
  const drafts = fc.array(action, { maxLength: 25 }).map((actions) => run(actions));

  it('choosing the same patient, product or case type again changes nothing', () => {
    fc.assert(
      fc.property(drafts, (d) => {
        if (d.patient) expect(reduceDraft(d, { type: 'patientChosen', patient: d.patient })).toBe(d);
        if (d.product) expect(reduceDraft(d, { type: 'productChosen', product: d.product })).toBe(d);
        if (d.caseType) expect(reduceDraft(d, { type: 'caseTypeChosen', caseType: d.caseType })).toBe(d);
      }),
    );
  });

  it('continues the aligner chosen: the trio (and its replacement) as CA_TRIO, any other aligner as itself; a plate is never continued', () => {
    const continuation = run([
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_CONTINUACAO' },
    ]);
    for (const [item, product] of [
      ['ALIGNER_CA_TRIO', 'CA_TRIO'],
      ['ALIGNER_CA_TRIO_REPO', 'CA_TRIO'],
      ['ALIGNER_CA_SOFT', 'ALIGNER_CA_SOFT'],
      ['ALIGNER_CA_HARD', 'ALIGNER_CA_HARD'],
    ] as const) {
      expect(reduceDraft(continuation, { type: 'itemChosen', item }).continuationProduct).toBe(product);
    }
    const newCase = run([
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      { type: 'itemChosen', item: 'ALIGNER_CA_SOFT' },
    ]);
    expect(newCase.continuationProduct).toBeNull();
    const plate = run([
      { type: 'productChosen', product: 'PLACA_CONTENCAO' },
      { type: 'caseTypeChosen', caseType: 'CASO_CONTINUACAO' },
    ]);
    expect([plate.caseType, plate.continuationProduct]).toEqual([null, null]);
  });

  it('a continuation comes with the CA Trio; a new case with none', () => {
    expect(reduceDraft(emptyDraft, { type: 'caseTypeChosen', caseType: 'CASO_CONTINUACAO' }).continuationProduct).toBe('CA_TRIO');
    expect(
      run([
        { type: 'caseTypeChosen', caseType: 'CASO_CONTINUACAO' },
        { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      ]).continuationProduct,
    ).toBeNull();
    const chosen = run([
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      { type: 'itemChosen', item: 'ALIGNER_CA_SOFT' },
      { type: 'patientChosen', patient: { id: 'p9', name: 'Lia' } },
    ]);
    expect(chosen).toMatchObject({ product: null, caseType: null, item: null, patient: { id: 'p9' } });
  });

  it('keeps the other arcade when one is toggled, and keeps the plate notes whole, refusing the step past 1000 characters', () => {
    fc.assert(
      fc.property(
        drafts,
        fc.constantFrom('upper' as const, 'lower' as const),
        fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'binary', minLength: 995, maxLength: 1005 })),
        (d, arch, text) => {
          const toggled = reduceDraft(d, { type: 'archToggled', arch });
          expect(toggled.arcadeSuperior).toBe(arch === 'upper' ? !d.arcadeSuperior : d.arcadeSuperior);
          expect(toggled.arcadeInferior).toBe(arch === 'lower' ? !d.arcadeInferior : d.arcadeInferior);
          const noted = reduceDraft(d, { type: 'additionalInfoChanged', text });
          expect(noted.contentionAdditionalInfo).toBe(text);
          expect(stepErrors(noted, 'CUSTOMIZE').includes(draftMessages.contentionInfoTooLong)).toBe([...text].length > 1000);
          expect(reduceDraft(d, { type: 'thicknessChosen', thickness: 'THICKNESS_075' }).thickness).toBe('THICKNESS_075');
        },
      ),
    );
  });

  it('takes a link only for models by link, and drops model files unless they are uploaded', () => {
    const uploaded = run([
      { type: 'shippingChosen', method: 'UPLOAD' },
      { type: 'attachmentAdded', attachment: file('MODEL_SUPERIOR') },
      { type: 'attachmentAdded', attachment: file('FACIAL_SIDE') },
    ]);
    expect(uploaded.attachments.map((a) => a.type)).toEqual(['MODEL_SUPERIOR', 'FACIAL_SIDE']);
    const byLink = reduceDraft(uploaded, { type: 'shippingChosen', method: 'MODEL_URL' });
    expect(byLink.attachments.map((a) => a.type)).toEqual(['FACIAL_SIDE']);
    expect(reduceDraft(byLink, { type: 'modelUrlChanged', url: 'https://x.example/m' }).modelUrl).toBe('https://x.example/m');
    expect(reduceDraft(uploaded, { type: 'modelUrlChanged', url: 'https://x.example/m' })).toBe(uploaded);
    expect(reduceDraft(reduceDraft(byLink, { type: 'modelUrlChanged', url: 'https://x.example/m' }), { type: 'shippingChosen', method: 'PHYSICAL_DELIVERY' }).modelUrl).toBe('');
    expect(reduceDraft(byLink, { type: 'attachmentAdded', attachment: file('MODEL_INFERIOR') })).toBe(byLink);
    // Before a way is chosen, a model file is kept.
    expect(reduceDraft(emptyDraft, { type: 'attachmentAdded', attachment: file('MODEL_INFERIOR') }).attachments).toHaveLength(1);
  });

  it('gives each kind one slot, replaced by a new file, and other files up to five', () => {
    const twice = run([
      { type: 'attachmentAdded', attachment: file('X_RAY', 'r1') },
      { type: 'attachmentAdded', attachment: file('X_RAY', 'r2') },
    ]);
    expect(twice.attachments.map((a) => a.attachmentId)).toEqual(['r2']);
    const others = run(Array.from({ length: 7 }, (_, i): DraftAction => ({ type: 'attachmentAdded', attachment: file('OTHERS', `o${i}`) })));
    expect(others.attachments.map((a) => a.attachmentId)).toEqual(['o0', 'o1', 'o2', 'o3', 'o4']);
    expect(reduceDraft(others, { type: 'attachmentRemoved', attachmentId: 'o2' }).attachments.map((a) => a.attachmentId)).toEqual(['o0', 'o1', 'o3', 'o4']);
  });

  it('bills the delivery address while the same address is used, and keeps a chosen billing address otherwise', () => {
    fc.assert(
      fc.property(drafts, (d) => {
        const shipped = reduceDraft(d, { type: 'shippingAddressChosen', addressId: 'a7', billing: true });
        expect(shipped.shippingAddressId).toBe('a7');
        expect(shipped.billingAddressId).toBe(d.useSameAddress ? 'a7' : d.billingAddressId);
        // A delivery-only address never bills: the dentist chooses the billing address herself.
        const deliveryOnly = reduceDraft(d, { type: 'shippingAddressChosen', addressId: 'a9', billing: false });
        expect(deliveryOnly.useSameAddress).toBe(false);
        expect(deliveryOnly.billingAddressId).toBe(d.useSameAddress ? null : d.billingAddressId);
        expect(deliveryOnly.billingAddressId).not.toBe('a9');
        const billed = reduceDraft(d, { type: 'billingAddressChosen', addressId: 'a8' });
        expect(billed.billingAddressId).toBe(d.useSameAddress ? d.billingAddressId : 'a8');
        const separate = reduceDraft(d, { type: 'useSameAddressToggled', same: false });
        expect([separate.useSameAddress, separate.billingAddressId]).toEqual([false, d.billingAddressId]);
        const same = reduceDraft(d, { type: 'useSameAddressToggled', same: true });
        expect([same.useSameAddress, same.billingAddressId]).toEqual([true, d.shippingAddressId]);
      }),
    );
  });

  it('asks for an https or http link with a host, whatever spaces surround it', () => {
    const errorsFor = (url: string) => stepErrors({ ...emptyDraft, shippingMethod: 'MODEL_URL', modelUrl: url }, 'DATA_SHIPPING');
    for (const good of ['https://drive.example/m', ' http://x.io ', 'HTTPS://A.B/c?d=1']) expect([good, errorsFor(good)]).toEqual([good, []]);
    for (const bad of ['', 'drive.example/m', 'https://', 'https:// x', 'ftp://x.io', 'https://.x', 'https://x y'])
      expect([bad, errorsFor(bad)]).toEqual([bad, ['Informe um link válido (começando com https://).']]);
    expect(stepErrors(emptyDraft, 'DATA_SHIPPING')).toEqual(['Escolha como os modelos chegarão.']);
  });

  it('opens on the patient, and resumes a complete draft at the step it stopped at', () => {
    expect(resumeStep(emptyDraft)).toBe('PATIENT');
    expect(stepFields(emptyDraft, 'PATIENT')).toEqual({ patientId: undefined });
    const complete = run([
      { type: 'patientChosen', patient: { id: 'p1', name: 'João' } },
      { type: 'productChosen', product: 'ALINHADORES' },
      { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
      { type: 'archToggled', arch: 'lower' },
      { type: 'itemChosen', item: 'ALIGNER_CA_TRIO' },
      { type: 'shippingChosen', method: 'UPLOAD' },
      { type: 'attachmentAdded', attachment: file('MODEL_INFERIOR') },
      { type: 'shippingAddressChosen', addressId: 'a1', billing: true },
      { type: 'prescriptionSaved' },
    ]);
    expect(submitErrors(complete)).toEqual([]);
    for (const step of draftSteps) expect(resumeStep({ ...complete, step })).toBe(step);
    expect(stepErrors(emptyDraft, 'QUIZ')).toEqual([]);
  });

  it('keeps what the same way of sending models had, counts only other files against their limit, and ignores a move of a file it does not have', () => {
    const uploaded = run([
      { type: 'shippingChosen', method: 'UPLOAD' },
      { type: 'attachmentAdded', attachment: file('MODEL_SUPERIOR') },
    ]);
    expect(reduceDraft(uploaded, { type: 'shippingChosen', method: 'UPLOAD' }).attachments).toEqual(uploaded.attachments);
    const linked = run([
      { type: 'shippingChosen', method: 'MODEL_URL' },
      { type: 'modelUrlChanged', url: 'https://x.example/m' },
      { type: 'shippingChosen', method: 'MODEL_URL' },
    ]);
    expect(linked.modelUrl).toBe('https://x.example/m');
    const photos = (['FACIAL_FRONTAL', 'FACIAL_SIDE', 'FACIAL_FRONTAL_SMILING', 'X_RAY', 'INTRAORAL_FRONT', 'INTRAORAL_LEFT'] as const).map((kind): DraftAction => ({
      type: 'attachmentAdded',
      attachment: file(kind, kind),
    }));
    const full = run([...photos, { type: 'attachmentAdded', attachment: file('OTHERS', 'o1') }]);
    expect(full.attachments.map((a) => a.attachmentId)).toContain('o1');
    expect(reduceDraft(full, { type: 'attachmentMoved', attachmentId: 'nenhum', to: 'FACIAL_SIDE' })).toBe(full);
  });

  it('refuses a link too long or not at the start of the text, and only for models by link', () => {
    const long = `https://x.example/${'m'.repeat(textLimits.modelUrl)}`;
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'MODEL_URL', modelUrl: long }, 'DATA_SHIPPING')).toEqual([draftMessages.modelUrlTooLong]);
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'UPLOAD', modelUrl: long }, 'DATA_SHIPPING')).toEqual([]);
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'MODEL_URL', modelUrl: 'veja https://x.example/m' }, 'DATA_SHIPPING')).toEqual([draftMessages.modelUrl]);
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'UPLOAD', arcadeInferior: true, attachments: [file('MODEL_INFERIOR')] }, 'ATTACHMENTS')).toEqual([]);
  });

  it('names what each step misses, in order', () => {
    expect(stepErrors(emptyDraft, 'PATIENT')).toEqual(['Selecione o paciente.']);
    expect(stepErrors(emptyDraft, 'PRODUCT')).toEqual(['Escolha o produto.']);
    expect(stepErrors({ ...emptyDraft, product: 'ALINHADORES' }, 'CUSTOMIZE')).toEqual(['Escolha o tipo de caso.', 'Escolha ao menos uma arcada.', 'Escolha o alinhador.']);
    expect(stepErrors({ ...emptyDraft, product: 'PLACA_CONTENCAO', arcadeInferior: true }, 'CUSTOMIZE')).toEqual(['Escolha o tipo de caso.', 'Escolha a espessura da placa.']);
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'UPLOAD', arcadeSuperior: true, arcadeInferior: true }, 'ATTACHMENTS')).toEqual([
      'Envie o modelo superior.',
      'Envie o modelo inferior.',
    ]);
    expect(stepErrors({ ...emptyDraft, shippingMethod: 'PHYSICAL_DELIVERY', arcadeSuperior: true }, 'ATTACHMENTS')).toEqual([]);
    expect(stepErrors(emptyDraft, 'ADDRESS')).toEqual(['Escolha o endereço de entrega.', 'Escolha o endereço de cobrança.']);
    expect(stepErrors({ ...emptyDraft, product: 'ALINHADORES' }, 'QUIZ')).toEqual(['Preencha a ficha de prescrição.']);
    expect(stepErrors({ ...emptyDraft, product: 'ALINHADORES', hasPrescription: true }, 'QUIZ')).toEqual([]);
    expect(stepErrors({ ...emptyDraft, product: 'PLACA_CONTENCAO' }, 'QUIZ')).toEqual([]);
    expect(reduceDraft(emptyDraft, { type: 'prescriptionSaved' }).hasPrescription).toBe(true);
    expect(reduceDraft(emptyDraft, { type: 'stepReached', step: 'ADDRESS' }).step).toBe('ADDRESS');
  });

  it('saves each step’s fields as the API names them', () => {
    const d: DraftOrder = {
      ...emptyDraft,
      patient: { id: 'p1', name: 'João' },
      product: 'ALINHADORES',
      item: 'ALIGNER_CA_TRIO',
      caseType: 'CASO_CONTINUACAO',
      continuationProduct: 'CA_TRIO',
      arcadeSuperior: true,
      shippingMethod: 'MODEL_URL',
      modelUrl: '  https://m.example/1  ',
      attachments: [file('X_RAY', 'r1')],
      shippingAddressId: 'a1',
      billingAddressId: 'a2',
    };
    expect(stepFields(d, 'PATIENT')).toEqual({ patientId: 'p1' });
    expect(stepFields(d, 'PRODUCT')).toEqual({ productCategory: 'TRIO_ALINHADORES_CA' });
    expect(stepFields({ ...d, product: null }, 'PRODUCT')).toEqual({ productCategory: null });
    expect(stepFields(d, 'CUSTOMIZE')).toEqual({
      productCategory: 'TRIO_ALINHADORES_CA',
      caseType: 'CASO_CONTINUACAO',
      caseContinuationProduct: 'CA_TRIO',
      arcadeSuperior: true,
      arcadeInferior: false,
      item: 'ALIGNER_CA_TRIO',
      thickness: null,
      contentionAdditionalInfo: '',
    });
    expect(stepFields(d, 'DATA_SHIPPING')).toEqual({ modelProvideType: 'MODEL_URL', modelUrl: 'https://m.example/1' });
    expect(stepFields(d, 'ATTACHMENTS')).toEqual({ attachments: [{ attachmentId: 'r1', type: 'X_RAY' }] });
    expect(stepFields(d, 'ADDRESS')).toEqual({ shippingAddressId: 'a1', billingAddressId: 'a2' });
    expect(stepFields(d, 'QUIZ')).toEqual({});
    expect(draftSteps.map((s) => draftStepLabels[s])).toEqual(['Paciente', 'Produto', 'Personalizar', 'Envio dos modelos', 'Anexos', 'Endereço', 'Ficha']);
  });
});

describe('where a step stands', () => {
  it('names each step with its place among the seven', () => {
    expect(draftSteps.map(stepPosition)).toEqual([
      'Etapa 1 de 7 · Paciente',
      'Etapa 2 de 7 · Produto',
      'Etapa 3 de 7 · Personalizar',
      'Etapa 4 de 7 · Envio dos modelos',
      'Etapa 5 de 7 · Anexos',
      'Etapa 6 de 7 · Endereço',
      'Etapa 7 de 7 · Ficha',
    ]);
  });
});
