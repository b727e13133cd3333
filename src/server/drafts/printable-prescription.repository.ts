import type * as t from 'io-ts';
import { arcadesLabel, caseTypeLabel, productCategoryLabel } from '../../domain/order/order-labels';
import { formatDocument } from '../../domain/people/document';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { alignerProductLabels } from '../../domain/order/products';
import type { PrintablePrescription } from '../../contract/prescription.contract';
import type { Db } from '../db/database';

/** An order's prescription with the print header, and the order's dentist; undefined without one. */
export const findPrintablePrescription = async (db: Db, orderId: string): Promise<{ dentistId: string; printable: t.OutputOf<typeof PrintablePrescription> } | undefined> => {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users as dentist', 'dentist.id', 'orders.dentist_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .leftJoin('addresses as billing', 'billing.id', 'orders.billing_address_id')
    .select([
      'orders.id',
      'orders.case_number',
      'orders.prescription_form',
      'orders.product_category',
      'orders.item',
      'orders.case_type',
      'orders.arcade_superior',
      'orders.arcade_inferior',
      'dentist.id as dentist_id',
      'dentist.name as dentist_name',
      'dentist.email as dentist_email',
      'dentist.cro_number',
      'dentist.cro_state',
      'dentist.phone as dentist_phone',
      'patients.first_name',
      'patients.last_name',
      'billing.is_dental_clinic',
      'billing.company_name',
      'billing.business_name',
      'billing.cnpj',
      'billing.cpf',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row?.prescription_form) return undefined;
  const form = PrescriptionForm.decode(JSON.parse(row.prescription_form));
  if (form._tag === 'Left') return undefined;
  const product = row.product_category ? productCategoryLabel(row.product_category) : '—';
  return {
    dentistId: row.dentist_id,
    printable: {
      orderId: row.id,
      caseNumber: row.case_number,
      dentist: {
        name: row.dentist_name,
        cro: row.cro_number ? `CRO-${row.cro_state ?? ''} ${row.cro_number}`.trim() : '—',
        phone: row.dentist_phone ?? '—',
        email: row.dentist_email,
      },
      // The clinic as people know it: its nome fantasia, else its razão social.
      clinic: row.is_dental_clinic ? row.business_name || row.company_name : null,
      patientName: `${row.first_name} ${row.last_name}`,
      product: row.item ? `${product} · ${alignerProductLabels[row.item]}` : product,
      purpose: row.case_type ? caseTypeLabel(row.case_type) : '—',
      arches: arcadesLabel(row.arcade_superior, row.arcade_inferior) || '—',
      billingDocument: row.cnpj ? formatDocument(row.cnpj) : row.cpf ? formatDocument(row.cpf) : null,
      form: form.right,
    },
  };
};
