import type { DraftDetail } from '../../contract/draft.contract';
import type { PrintablePrescription } from '../../contract/prescription.contract';
import { arcadesLabel, caseTypeLabel, productCategoryLabel } from '../../domain/order/order-labels';
import { alignerProductLabels } from '../../domain/order/products';
import type { PrescriptionForm } from '../../domain/prescription/prescription';
import { type AnswerSection, prescriptionAnswers } from '../../domain/prescription/prescription-answers';

/** The Ficha as it is printed, from an order or from a draft being filled: its facts, then its answers. */
export interface PrescriptionSheet {
  readonly caseNumber: number | null;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly sections: readonly AnswerSection[];
}

/** An order's Ficha, with whom it is from and whom it bills. */
export const printedSheet = (p: PrintablePrescription): PrescriptionSheet => ({
  caseNumber: p.caseNumber,
  facts: [
    { label: 'Dentista', value: p.dentist.name },
    { label: 'CRO', value: p.dentist.cro },
    { label: 'Telefone', value: p.dentist.phone },
    ...(p.clinic ? [{ label: 'Clínica', value: p.clinic }] : []),
    { label: 'Paciente', value: p.patientName },
    { label: 'Produto', value: p.product },
    { label: 'Finalidade', value: p.purpose },
    { label: 'Arcadas', value: p.arches },
    { label: 'E-mail para envio do planejamento', value: p.dentist.email },
    { label: 'CPF/CNPJ para faturamento', value: p.billingDocument ?? '—' },
  ],
  sections: prescriptionAnswers(p.form),
});

/** A draft's Ficha while it is filled: what the order is, as chosen so far, and the answers given. */
export const draftSheet = (
  d: Pick<DraftDetail, 'productCategory' | 'item' | 'caseType' | 'arcadeSuperior' | 'arcadeInferior'>,
  patientName: string,
  form: PrescriptionForm,
): PrescriptionSheet => ({
  caseNumber: null,
  facts: [
    { label: 'Paciente', value: patientName },
    { label: 'Produto', value: d.productCategory ? [productCategoryLabel(d.productCategory), ...(d.item ? [alignerProductLabels[d.item]] : [])].join(' · ') : '—' },
    { label: 'Finalidade', value: d.caseType ? caseTypeLabel(d.caseType) : '—' },
    { label: 'Arcadas', value: arcadesLabel(d.arcadeSuperior, d.arcadeInferior) || '—' },
  ],
  sections: prescriptionAnswers(form),
});
