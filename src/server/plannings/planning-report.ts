import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatBRL } from '../../domain/format/money';
import { formatInstantBr } from '../../domain/format/date';
import type { PlanningView } from '../../contract/order-detail.contract';

export interface PlanningReportFacts {
  readonly caseNumber: number | null;
  readonly patientName: string;
  readonly dentistName: string;
  readonly planning: PlanningView;
  readonly createdAt: string;
}

/**
 * The planning file the dentist downloads: a one-page PDF of the planning's items, bonus,
 * discounts, upgrade, total and the planner's comment.
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
  for (const item of f.planning.items) {
    line(`${item.quantity} × ${item.description}${item.main ? ' (etapas)' : ''}`);
    line(formatBRL(item.quantity * item.unitCents), { x: 450 });
    next();
  }
  if (f.planning.upgrade) {
    line(`Upgrade: ${f.planning.upgrade.name}`);
    line(formatBRL(f.planning.upgrade.priceCents), { x: 450 });
    next();
  }
  const bonus = f.planning.bonus.dentist + f.planning.bonus.kol + f.planning.bonus.patient;
  if (bonus > 0) {
    line(`Etapas bonificadas: ${bonus} de ${f.planning.mainSteps}`);
    next();
  }
  for (const d of f.planning.discounts) {
    line(`Desconto: ${d.description}`);
    next();
  }
  next(10);
  line('Total', { size: 13, strong: true });
  line(formatBRL(f.planning.totalCents), { x: 450, size: 13, strong: true });
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

// The standard PDF fonts only encode Latin-1 letters; anything else (emoji, other scripts) becomes '?'.
const winAnsi = (text: string): string => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) lines.push(current);
  return lines;
};
