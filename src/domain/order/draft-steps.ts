import * as t from 'io-ts';

// Apart from the draft's rules: the orders list and the wizard's addresses name the steps, and
// need none of those rules.

/** Spec §2: the seven steps of a new order, in order. */
export const DraftStep = t.keyof({ PATIENT: null, PRODUCT: null, CUSTOMIZE: null, DATA_SHIPPING: null, ATTACHMENTS: null, ADDRESS: null, QUIZ: null });
export type DraftStep = t.TypeOf<typeof DraftStep>;
export const draftSteps: readonly DraftStep[] = ['PATIENT', 'PRODUCT', 'CUSTOMIZE', 'DATA_SHIPPING', 'ATTACHMENTS', 'ADDRESS', 'QUIZ'];

export const draftStepLabels: Readonly<Record<DraftStep, string>> = {
  PATIENT: 'Paciente',
  PRODUCT: 'Produto',
  CUSTOMIZE: 'Personalizar',
  DATA_SHIPPING: 'Envio dos modelos',
  ATTACHMENTS: 'Anexos',
  ADDRESS: 'Endereço',
  QUIZ: 'Ficha',
};

/** Where a step stands among the seven, as the wizard says it on a phone: "Etapa 3 de 7 · Personalizar". */
export const stepPosition = (step: DraftStep): string => `Etapa ${draftSteps.indexOf(step) + 1} de ${draftSteps.length} · ${draftStepLabels[step]}`;
