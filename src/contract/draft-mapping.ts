import type { DraftOrder } from '../domain/order/draft-order';
import { productKindOf } from '../domain/order/products';
import { patientFullName } from '../domain/people/patient';
import type * as t from 'io-ts';
import type { DraftDetail } from './draft.contract';

/** The wizard's draft from what the server keeps, on both sides, so a rule reads one shape. */
export const draftFromDetail = (d: t.OutputOf<typeof DraftDetail>): DraftOrder => ({
  step: d.step,
  patient: { id: d.patient.id, name: patientFullName(d.patient) },
  product: d.productCategory === null ? null : productKindOf(d.productCategory),
  caseType: d.caseType,
  continuationProduct: d.caseContinuationProduct,
  arcadeSuperior: d.arcadeSuperior,
  arcadeInferior: d.arcadeInferior,
  item: d.item,
  shippingMethod: d.modelProvideType,
  modelUrl: d.modelUrl,
  attachments: d.attachments,
  shippingAddressId: d.shippingAddressId,
  billingAddressId: d.billingAddressId,
  useSameAddress: d.useSameAddress,
  thickness: d.thickness,
  contentionAdditionalInfo: d.contentionAdditionalInfo,
  hasPrescription: d.prescriptionForm !== null,
});
