import { formatCnpj, formatCpf, formatDocument } from '../people/document';

/** Who a receipt names, with the document shown beside the name. */
export interface ReceiptPayer {
  readonly name: string;
  readonly document: string | null;
}

/** The order's billing address as the receipt reads it: a company's legal name and CNPJ, or a person's name and CPF. */
export interface BilledAddress {
  readonly companyName: string | null;
  readonly cnpj: string | null;
  readonly fullName: string | null;
  readonly cpf: string | null;
}

/**
 * The receipt names whom the order bills: the company of a CNPJ billing address by its legal
 * name, the person of a CPF one by name; without a billing address, the dentist with her CPF or CNPJ.
 */
export const receiptPayer = (billing: BilledAddress | undefined, dentist: { readonly name: string; readonly document: string | null }): ReceiptPayer => {
  if (billing?.cnpj && billing.companyName) return { name: billing.companyName, document: formatCnpj(billing.cnpj) };
  if (billing?.cpf && billing.fullName) return { name: billing.fullName, document: formatCpf(billing.cpf) };
  return { name: dentist.name, document: dentist.document ? formatDocument(dentist.document) : null };
};
