import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { AttachmentKind } from '../domain/attachments/file-acceptance';
import { DraftStep } from '../domain/order/draft-steps';
import { CaseType, ModelProvideType, ProductCategory } from '../domain/order/order-labels';
import { AlignerProduct, ContinuationProduct, Thickness } from '../domain/order/products';
import { Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';
import { Cents } from '../domain/format/money';

/** POST /api/orders/draft: a new order for a patient, starting at the product step. */
export const CreateDraftRequest = t.type({ patientId: Uuid }, 'CreateDraftRequest');
export type CreateDraftRequest = t.TypeOf<typeof CreateDraftRequest>;

export const DraftCreated = t.type({ id: Uuid }, 'DraftCreated');
export type DraftCreated = t.TypeOf<typeof DraftCreated>;

export const DraftAttachmentRef = t.type({ attachmentId: Uuid, type: AttachmentKind }, 'DraftAttachmentRef');

/** PATCH /api/orders/draft/{id}: one step's fields, keyed by the step; empty values are dropped (spec §3). */
export const UpdateDraftRequest = t.intersection(
  [
    t.type({ key: DraftStep }),
    t.partial({
      patientId: Uuid,
      productCategory: ProductCategory,
      caseType: CaseType,
      caseContinuationProduct: ContinuationProduct,
      arcadeSuperior: t.boolean,
      arcadeInferior: t.boolean,
      item: AlignerProduct,
      thickness: Thickness,
      contentionAdditionalInfo: text('Informações adicionais', textLimits.contentionInfo),
      modelProvideType: ModelProvideType,
      modelUrl: text('Link do modelo', textLimits.modelUrl),
      attachments: t.array(DraftAttachmentRef),
      shippingAddressId: Uuid,
      billingAddressId: Uuid,
      /** The prescription form as JSON text (spec §3). */
      prescriptionForm: text('Ficha de prescrição', textLimits.prescriptionDocument),
      /** false: keep the draft on its step (files attached as each upload ends); true or absent: go on. */
      advance: t.boolean,
    }),
  ],
  'UpdateDraftRequest',
);
export type UpdateDraftRequest = t.TypeOf<typeof UpdateDraftRequest>;
export type UpdateDraftBody = t.OutputOf<typeof UpdateDraftRequest>;

/** GET /api/orders/draft/{id}: everything the wizard needs to resume. */
export const DraftDetail = t.type(
  {
    id: Uuid,
    step: DraftStep,
    patient: t.type({ id: Uuid, firstName: t.string, lastName: t.string }),
    productCategory: t.union([ProductCategory, t.null]),
    caseType: t.union([CaseType, t.null]),
    caseContinuationProduct: t.union([ContinuationProduct, t.null]),
    arcadeSuperior: t.boolean,
    arcadeInferior: t.boolean,
    item: t.union([AlignerProduct, t.null]),
    thickness: t.union([Thickness, t.null]),
    contentionAdditionalInfo: t.string,
    modelProvideType: t.union([ModelProvideType, t.null]),
    modelUrl: t.string,
    attachments: t.array(t.type({ attachmentId: Uuid, type: AttachmentKind, name: t.string, size: t.number })),
    shippingAddressId: t.union([Uuid, t.null]),
    billingAddressId: t.union([Uuid, t.null]),
    useSameAddress: t.boolean,
    prescriptionForm: t.union([t.string, t.null]),
  },
  'DraftDetail',
);
export type DraftDetail = t.TypeOf<typeof DraftDetail>;

/** POST /api/orders/draft/{id}: the order as submitted. */
export const DraftSubmitted = t.type({ id: Uuid, caseNumber: t.number, status: t.keyof({ RECEIVED: null, WAITING_MODEL: null }) }, 'DraftSubmitted');
export type DraftSubmitted = t.TypeOf<typeof DraftSubmitted>;

export const draftMessagesOnWire = {
  notFound: 'Pedido não encontrado',
  notDraft: 'Este pedido já foi enviado e não pode mais ser alterado.',
  attachmentNotFound: 'Arquivo não encontrado. Envie o arquivo novamente.',
  addressNotFound: 'Endereço não encontrado.',
  wrongKind: 'O arquivo foi enviado para outro campo.',
  attachmentRepeated: 'O mesmo arquivo aparece mais de uma vez no pedido. Envie cada arquivo uma vez só.',
  prescriptionUnreadable: 'A ficha de prescrição não pôde ser lida.',
} as const;

/** GET /api/products/prices: the price table entries a dentist's expected price is read from (the staff's own products list carries more). */
export const PriceTable = t.array(t.type({ code: t.string, name: t.string, pricingKind: t.string, unitCents: Cents }), 'PriceTable');
export type PriceTable = t.TypeOf<typeof PriceTable>;
