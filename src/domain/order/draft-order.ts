import type { Arch } from './arch';
import type { AttachmentKind } from '../attachments/file-acceptance';
import { maxOtherFiles } from '../attachments/file-acceptance';
import type { CaseType, ModelProvideType } from './order-labels';
import { type AlignerProduct, type ContinuationProduct, continuationProductOf, hasPrescriptionForm, type ProductKind, productCategoryOf, type Thickness } from './products';
import { type DraftStep, draftSteps } from './draft-steps';
import { lengthProblem, textLimits } from '../shared/text-limits';
import { isPhotoKind } from '../attachments/photo-slots';

// ---- model ----

export interface DraftAttachment {
  readonly attachmentId: string;
  readonly type: AttachmentKind;
  readonly name: string;
  readonly size: number;
}

/** Spec §3: the draft order as the wizard holds it. */
export interface DraftOrder {
  readonly step: DraftStep;
  readonly patient: { readonly id: string; readonly name: string } | null;
  readonly product: ProductKind | null;
  readonly caseType: CaseType | null;
  readonly continuationProduct: ContinuationProduct | null;
  readonly arcadeSuperior: boolean;
  readonly arcadeInferior: boolean;
  readonly item: AlignerProduct | null;
  readonly shippingMethod: ModelProvideType | null;
  readonly modelUrl: string;
  readonly attachments: readonly DraftAttachment[];
  readonly shippingAddressId: string | null;
  readonly billingAddressId: string | null;
  readonly useSameAddress: boolean;
  readonly thickness: Thickness | null;
  readonly contentionAdditionalInfo: string;
  /** A valid prescription was saved with the quiz step. */
  readonly hasPrescription: boolean;
}

export const emptyDraft: DraftOrder = {
  step: 'PATIENT',
  patient: null,
  product: null,
  caseType: null,
  continuationProduct: null,
  arcadeSuperior: false,
  arcadeInferior: false,
  item: null,
  shippingMethod: null,
  modelUrl: '',
  attachments: [],
  shippingAddressId: null,
  billingAddressId: null,
  useSameAddress: true,
  thickness: null,
  contentionAdditionalInfo: '',
  hasPrescription: false,
};

export type DraftAction =
  | { readonly type: 'patientChosen'; readonly patient: { readonly id: string; readonly name: string } }
  | { readonly type: 'productChosen'; readonly product: ProductKind }
  | { readonly type: 'caseTypeChosen'; readonly caseType: CaseType }
  | { readonly type: 'archToggled'; readonly arch: Arch }
  | { readonly type: 'itemChosen'; readonly item: AlignerProduct }
  | { readonly type: 'thicknessChosen'; readonly thickness: Thickness }
  | { readonly type: 'additionalInfoChanged'; readonly text: string }
  | { readonly type: 'shippingChosen'; readonly method: ModelProvideType }
  | { readonly type: 'modelUrlChanged'; readonly url: string }
  | { readonly type: 'attachmentAdded'; readonly attachment: DraftAttachment }
  | { readonly type: 'attachmentRemoved'; readonly attachmentId: string }
  /** A photo moved to another photo slot; the photo there, if any, takes its place. */
  | { readonly type: 'attachmentMoved'; readonly attachmentId: string; readonly to: AttachmentKind }
  /** `billing`: whether the address is also one the dentist bills to (its isBilling flag). */
  | { readonly type: 'shippingAddressChosen'; readonly addressId: string; readonly billing: boolean }
  | { readonly type: 'billingAddressChosen'; readonly addressId: string }
  | { readonly type: 'useSameAddressToggled'; readonly same: boolean }
  | { readonly type: 'prescriptionSaved' }
  | { readonly type: 'stepReached'; readonly step: DraftStep };

const modelKinds: readonly AttachmentKind[] = ['MODEL_SUPERIOR', 'MODEL_INFERIOR'];

// ---- rules ----

const withoutCustomization = (draft: DraftOrder): DraftOrder => ({
  ...draft,
  caseType: null,
  continuationProduct: null,
  arcadeSuperior: false,
  arcadeInferior: false,
  item: null,
  thickness: null,
});

/** The draft after an action, with the resets of spec §4. */
export const reduceDraft = (draft: DraftOrder, action: DraftAction): DraftOrder => {
  switch (action.type) {
    case 'patientChosen':
      // Another patient starts the product over: product, case type, arcades and item.
      return draft.patient?.id === action.patient.id ? draft : { ...withoutCustomization(draft), patient: action.patient, product: null };
    case 'productChosen':
      return draft.product === action.product ? draft : { ...withoutCustomization(draft), product: action.product };
    case 'caseTypeChosen':
      // Spec §4: retention plates are not continued; a plate is always a new case.
      return draft.caseType === action.caseType || (action.caseType === 'CASO_CONTINUACAO' && draft.product === 'PLACA_CONTENCAO')
        ? draft
        : {
            ...draft,
            caseType: action.caseType,
            continuationProduct: action.caseType === 'CASO_CONTINUACAO' ? continuationProductOf(null) : null,
            arcadeSuperior: false,
            arcadeInferior: false,
            item: null,
            thickness: null,
          };
    case 'archToggled':
      return action.arch === 'upper' ? { ...draft, arcadeSuperior: !draft.arcadeSuperior } : { ...draft, arcadeInferior: !draft.arcadeInferior };
    case 'itemChosen':
      return { ...draft, item: action.item, continuationProduct: draft.caseType === 'CASO_CONTINUACAO' ? continuationProductOf(action.item) : null };
    case 'thicknessChosen':
      return { ...draft, thickness: action.thickness };
    case 'additionalInfoChanged':
      return { ...draft, contentionAdditionalInfo: action.text };
    case 'shippingChosen':
      // Models come one way: uploaded files, a link, or by post.
      return {
        ...draft,
        shippingMethod: action.method,
        modelUrl: action.method === 'MODEL_URL' ? draft.modelUrl : '',
        attachments: action.method === 'UPLOAD' ? draft.attachments : draft.attachments.filter((a) => !modelKinds.includes(a.type)),
      };
    case 'modelUrlChanged':
      return draft.shippingMethod === 'MODEL_URL' ? { ...draft, modelUrl: action.url } : draft;
    case 'attachmentAdded': {
      const { attachment } = action;
      // Model files only when the models are uploaded.
      if (modelKinds.includes(attachment.type) && draft.shippingMethod !== null && draft.shippingMethod !== 'UPLOAD') return draft;
      if (attachment.type === 'OTHERS') {
        const others = draft.attachments.filter((a) => a.type === 'OTHERS').length;
        return others >= maxOtherFiles ? draft : { ...draft, attachments: [...draft.attachments, attachment] };
      }
      // Every other kind has one slot: a new file replaces the old one.
      return { ...draft, attachments: [...draft.attachments.filter((a) => a.type !== attachment.type), attachment] };
    }
    case 'attachmentRemoved':
      return { ...draft, attachments: draft.attachments.filter((a) => a.attachmentId !== action.attachmentId) };
    case 'attachmentMoved': {
      const moving = draft.attachments.find((a) => a.attachmentId === action.attachmentId);
      // Moved onto its own slot, the swap below changes nothing.
      if (!moving || !isPhotoKind(moving.type) || !isPhotoKind(action.to)) return draft;
      return {
        ...draft,
        attachments: draft.attachments.map((a) => (a.attachmentId === moving.attachmentId ? { ...a, type: action.to } : a.type === action.to ? { ...a, type: moving.type } : a)),
      };
    }
    case 'shippingAddressChosen': {
      // Spec §5: only a billing address bills; a delivery-only address asks for another.
      const same = draft.useSameAddress && action.billing;
      return {
        ...draft,
        shippingAddressId: action.addressId,
        useSameAddress: same,
        billingAddressId: same ? action.addressId : draft.useSameAddress ? null : draft.billingAddressId,
      };
    }
    case 'billingAddressChosen':
      return draft.useSameAddress ? draft : { ...draft, billingAddressId: action.addressId };
    case 'useSameAddressToggled':
      return { ...draft, useSameAddress: action.same, billingAddressId: action.same ? draft.shippingAddressId : draft.billingAddressId };
    case 'prescriptionSaved':
      return { ...draft, hasPrescription: true };
    case 'stepReached':
      return { ...draft, step: action.step };
  }
};

export const draftMessages = {
  patient: 'Selecione o paciente.',
  product: 'Escolha o produto.',
  caseType: 'Escolha o tipo de caso.',
  arcades: 'Escolha ao menos uma arcada.',
  item: 'Escolha o alinhador.',
  thickness: 'Escolha a espessura da placa.',
  shipping: 'Escolha como os modelos chegarão.',
  modelUrl: 'Informe um link válido (começando com https://).',
  modelSuperior: 'Envie o modelo superior.',
  modelInferior: 'Envie o modelo inferior.',
  shippingAddress: 'Escolha o endereço de entrega.',
  billingAddress: 'Escolha o endereço de cobrança.',
  prescription: 'Preencha a ficha de prescrição.',
  contentionInfoTooLong: `As informações adicionais aceitam no máximo ${textLimits.contentionInfo.toLocaleString('pt-BR')} caracteres.`,
  modelUrlTooLong: `O link dos modelos aceita no máximo ${textLimits.modelUrl.toLocaleString('pt-BR')} caracteres.`,
} as const;

const isHttpUrl = (text: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text.trim());

/** What is missing for a step, in Portuguese; empty when the step is complete. */
export const stepErrors = (draft: DraftOrder, step: DraftStep): string[] => {
  const errors: string[] = [];
  switch (step) {
    case 'PATIENT':
      if (!draft.patient) errors.push(draftMessages.patient);
      break;
    case 'PRODUCT':
      if (!draft.product) errors.push(draftMessages.product);
      break;
    case 'CUSTOMIZE':
      if (!draft.caseType) errors.push(draftMessages.caseType);
      if (!draft.arcadeSuperior && !draft.arcadeInferior) errors.push(draftMessages.arcades);
      if (draft.product === 'ALINHADORES' && !draft.item) errors.push(draftMessages.item);
      if (draft.product === 'PLACA_CONTENCAO' && !draft.thickness) errors.push(draftMessages.thickness);
      if (lengthProblem(draft.contentionAdditionalInfo, textLimits.contentionInfo)) errors.push(draftMessages.contentionInfoTooLong);
      break;
    case 'DATA_SHIPPING':
      if (!draft.shippingMethod) errors.push(draftMessages.shipping);
      if (draft.shippingMethod === 'MODEL_URL' && lengthProblem(draft.modelUrl, textLimits.modelUrl)) errors.push(draftMessages.modelUrlTooLong);
      else if (draft.shippingMethod === 'MODEL_URL' && !isHttpUrl(draft.modelUrl)) errors.push(draftMessages.modelUrl);
      break;
    case 'ATTACHMENTS':
      if (draft.shippingMethod === 'UPLOAD') {
        const has = (kind: AttachmentKind) => draft.attachments.some((a) => a.type === kind);
        if (draft.arcadeSuperior && !has('MODEL_SUPERIOR')) errors.push(draftMessages.modelSuperior);
        if (draft.arcadeInferior && !has('MODEL_INFERIOR')) errors.push(draftMessages.modelInferior);
      }
      break;
    case 'ADDRESS':
      if (!draft.shippingAddressId) errors.push(draftMessages.shippingAddress);
      if (!draft.billingAddressId) errors.push(draftMessages.billingAddress);
      break;
    case 'QUIZ':
      // Aligners are planned from the prescription; a retention plate copies the arch.
      if (draft.product !== null && hasPrescriptionForm(draft.product) && !draft.hasPrescription) errors.push(draftMessages.prescription);
      break;
  }
  return errors;
};

/** Everything still missing before the order can be sent, step by step. */
export const submitErrors = (draft: DraftOrder): string[] => draftSteps.flatMap((step) => stepErrors(draft, step));

/** Where a resumed draft opens: the first step not complete, or the one it stopped at if earlier. */
export const resumeStep = (draft: DraftOrder): DraftStep => {
  const firstIncomplete = draftSteps.find((step) => stepErrors(draft, step).length > 0) ?? 'QUIZ';
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- both indices are of steps in the list
  return draftSteps[Math.min(draftSteps.indexOf(draft.step), draftSteps.indexOf(firstIncomplete))]!;
};

/** Spec §3: the fields saved with a step, keyed by the step (empty values are dropped by the caller). */
export const stepFields = (draft: DraftOrder, step: DraftStep): Record<string, unknown> => {
  switch (step) {
    case 'PATIENT':
      return { patientId: draft.patient?.id };
    case 'PRODUCT':
      return { productCategory: draft.product ? productCategoryOf(draft.product, draft.item ?? undefined) : null };
    case 'CUSTOMIZE':
      return {
        productCategory: draft.product ? productCategoryOf(draft.product, draft.item ?? undefined) : null,
        caseType: draft.caseType,
        caseContinuationProduct: draft.continuationProduct,
        arcadeSuperior: draft.arcadeSuperior,
        arcadeInferior: draft.arcadeInferior,
        item: draft.item,
        thickness: draft.thickness,
        contentionAdditionalInfo: draft.contentionAdditionalInfo,
      };
    case 'DATA_SHIPPING':
      return { modelProvideType: draft.shippingMethod, modelUrl: draft.modelUrl.trim() };
    case 'ATTACHMENTS':
      return { attachments: draft.attachments.map((a) => ({ attachmentId: a.attachmentId, type: a.type })) };
    case 'ADDRESS':
      return { shippingAddressId: draft.shippingAddressId, billingAddressId: draft.billingAddressId };
    case 'QUIZ':
      return {};
  }
};
