import * as t from 'io-ts';
import { PrescriptionForm } from '../domain/prescription/prescription';
import { Uuid } from './common.contract';

/** Spec §2 print mode: the read-only header above the answers. */
export const PrintablePrescription = t.type(
  {
    orderId: Uuid,
    caseNumber: t.union([t.number, t.null]),
    dentist: t.type({ name: t.string, cro: t.string, phone: t.string, email: t.string }),
    /** The clinic's name when the billing address is a dental clinic. */
    clinic: t.union([t.string, t.null]),
    patientName: t.string,
    product: t.string,
    purpose: t.string,
    arches: t.string,
    billingDocument: t.union([t.string, t.null]),
    form: PrescriptionForm,
  },
  'PrintablePrescription',
);
export type PrintablePrescription = t.TypeOf<typeof PrintablePrescription>;

export const printMessages = { noPrescription: 'Este pedido não tem ficha de prescrição.' } as const;
