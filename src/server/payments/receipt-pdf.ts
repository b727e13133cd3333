import extenso from 'extenso';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { formatInstantBr, formatInstantBrDateTime } from '../../domain/format/date';
import { formatBRL } from '../../domain/format/money';
import { pixValueOf } from '../../domain/payments/payment-match';
import { winAnsi, wrap } from '../plannings/pdf-text';

/** Who issues the receipts: the provider's legal name and CNPJ (PROVIDER_NAME, PROVIDER_CNPJ). */
export interface ReceiptIssuer {
  readonly name: string;
  /** As printed: 00.000.000/0000-00. */
  readonly cnpj: string;
  /** Where the receipts are signed. */
  readonly city: string;
}

/** The demo provider; a real one sets PROVIDER_NAME and PROVIDER_CNPJ. */
export const demoReceiptIssuer: ReceiptIssuer = { name: 'CA Alinhadores Ltda.', cnpj: '11.222.333/0001-81', city: 'São Paulo' };

export interface ReceiptFacts {
  readonly issuer: ReceiptIssuer;
  /** Whom the order bills (the domain's `receiptPayer`): a clinic with its CNPJ, a person with her CPF. */
  readonly payer: string;
  readonly payerDocument: string | null;
  readonly caseNumber: number | null;
  /** "Pagamento à vista" or "Parcela 2 de 6". */
  readonly chargeTitle: string;
  readonly amountCents: number;
  readonly paidAt: string;
  /** How it was paid (the domain's `howPaid`). */
  readonly how: string;
  /** The charge's txid: the receipt's number. */
  readonly txid: string;
  readonly issuedAt: string;
}

/** The amount in words, as a receipt writes it: "oitocentos e quarenta e três reais". */
export const amountInWords = (cents: number): string => extenso(pixValueOf(cents), { mode: 'currency', decimalSeparator: 'point' });

const ink = rgb(0.1, 0.12, 0.16);
const rule = rgb(0.8, 0.82, 0.86);

/**
 * "Recibo" of a paid charge: the provider with its CNPJ, who paid, the order, the
 * amount in figures and in words, how and when it was paid, on one A4 page.
 */
export const receiptPdf = async (f: ReceiptFacts): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo - Pedido ${f.caseNumber ?? ''} - ${f.chargeTitle}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  const write = (text: string, options: { size?: number; font?: PDFFont; width?: number } = {}) => {
    const size = options.size ?? 11;
    for (const line of wrap(text, options.width ?? 88)) {
      page.drawText(winAnsi(line), { x: 60, y, size, font: options.font ?? regular, color: ink });
      y -= size + 5;
    }
  };
  write(f.issuer.name, { size: 14, font: bold });
  write(`CNPJ ${f.issuer.cnpj}`);
  y -= 20;
  write('RECIBO', { size: 22, font: bold });
  write(`Nº ${f.txid}`, { size: 10 });
  y -= 6;
  page.drawLine({ start: { x: 60, y }, end: { x: 535, y }, thickness: 0.8, color: rule });
  y -= 24;
  write(`Valor: ${formatBRL(f.amountCents)}`, { size: 16, font: bold });
  y -= 10;
  const payer = f.payerDocument ? `${f.payer} (${f.payerDocument})` : f.payer;
  write(
    `Recebemos de ${payer} a importância de ${formatBRL(f.amountCents)} (${amountInWords(f.amountCents)}), referente ${f.chargeTitle.startsWith('Parcela') ? 'à' : 'ao'} ${f.chargeTitle.toLowerCase()} do pedido nº ${f.caseNumber ?? '-'} de alinhadores ortodônticos.`,
    { size: 12, width: 78 },
  );
  y -= 12;
  write(`Forma de pagamento: ${f.how}`);
  write(`Pago em: ${formatInstantBrDateTime(f.paidAt)} (horário de Brasília)`);
  y -= 40;
  write(`${f.issuer.city}, ${formatInstantBr(f.issuedAt)}.`);
  y -= 40;
  page.drawLine({ start: { x: 60, y }, end: { x: 300, y }, thickness: 0.6, color: ink });
  y -= 16;
  write(f.issuer.name);
  return pdf.save();
};
