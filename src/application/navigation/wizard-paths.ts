import { type DraftStep, draftSteps } from '../../domain/order/draft-steps';

/** Each wizard step has its own address, in the words the dentist reads, so Back, Forward, a reload and a shared link land on it. */
const slugs: Readonly<Record<DraftStep, string>> = {
  PATIENT: 'paciente',
  PRODUCT: 'produto',
  CUSTOMIZE: 'personalizar',
  DATA_SHIPPING: 'envio-dos-modelos',
  ATTACHMENTS: 'anexos',
  ADDRESS: 'endereco',
  QUIZ: 'ficha',
};

export const newOrderPath = '/orders/new';

/** The draft's step; without a step the wizard resumes where the draft stopped. */
export const wizardPath = (draftId: string, step?: DraftStep): string => `${newOrderPath}/${draftId}${step ? `/${slugs[step]}` : ''}`;

/** The step an address names; null for none or an unknown one. */
export const stepOfSlug = (slug: string | undefined): DraftStep | null => draftSteps.find((step) => slugs[step] === slug) ?? null;

/** The wizard itself, with or without a draft, not the prescription page beside it. */
export const isWizardPath = (path: string): boolean => path === newOrderPath || (path.startsWith(`${newOrderPath}/`) && !path.startsWith(`${newOrderPath}/prescription`));

export const prescriptionPathOfDraft = (draftId: string): string => `${newOrderPath}/prescription?draft=${draftId}`;
