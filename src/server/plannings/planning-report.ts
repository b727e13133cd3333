import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatBRL } from '../../domain/format/money';
import { formatInstantBr } from '../../domain/format/date';
import type * as t from 'io-ts';
import type { PlanningView } from '../../contract/order-detail.contract';
import { type PlanningPrice, priceBreakdown } from '../../domain/order/planning-total';
import { formatSignedBRL, priceLineLabel } from '../../domain/order/price-line-labels';
import { winAnsi, wrap } from './pdf-text';

export interface PlanningReportFacts {
  readonly caseNumber: number | null;
  readonly patientName: string;
  readonly dentistName: string;
  readonly planning: t.OutputOf<typeof PlanningView>;
  /** The planning's price, whose lines the file lists: the same lines the order pages show. */
  readonly price: PlanningPrice;
  readonly createdAt: string;
}

/**
 * The planning file the dentist downloads: a one-page PDF of the planning's price line by
 * line (items, upgrade, bonus steps and discounts, each with its amount, adding up to the
 * total) and the planner's comment.
 */
export const planningReportPdf = async (f: PlanningReportFacts): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Planejamento ${f.planning.number} - Pedido ${f.caseNumber ?? ''}`);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, options: { size?: number; strong?: boolean; x?: number } = {}) => {
    page.drawText(winAnsi(text), { x: options.x ?? 50, y, size: options.size ?? 11, font: options.strong ? bold : regular, color: rgb(0.1, 0.12, 0.16) });
  };
  // Amounts right-aligned on one edge, so a column of figures reads as one.
  const amount = (text: string, options: { size?: number; strong?: boolean } = {}) => {
    const size = options.size ?? 11;
    const width = (options.strong ? bold : regular).widthOfTextAtSize(winAnsi(text), size);
    line(text, { ...options, x: 545 - width });
  };
  const next = (gap = 18) => {
    y -= gap;
  };
  line(`Planejamento ${f.planning.number}`, { size: 20, strong: true });
  next(28);
  line(`Pedido nº ${f.caseNumber ?? '-'}  ·  Paciente: ${f.patientName}  ·  ${f.dentistName}`);
  next();
  line(`Criado em ${formatInstantBr(f.createdAt)}`);
  next(30);
  line('Itens', { size: 13, strong: true });
  next();
  const { lines, totalCents } = priceBreakdown(f.price);
  for (const l of lines) {
    const item = l.kind === 'item' ? f.price.items[l.index] : undefined;
    line(item ? `${item.quantity} × ${priceLineLabel(f.price, l)}` : priceLineLabel(f.price, l));
    amount(formatSignedBRL(l.cents));
    next();
  }
  next(10);
  line('Total', { size: 13, strong: true });
  amount(formatBRL(totalCents), { size: 13, strong: true });
  next(30);
  if (f.planning.comment) {
    line('Comentário do planejador', { size: 13, strong: true });
    next();
    for (const part of wrap(f.planning.comment, 90)) {
      line(part);
      next(15);
    }
  }
  return pdf.save();
};
