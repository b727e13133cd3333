import type { FastifyReply } from 'fastify';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { stageMessages } from '../../contract/planning-stages.contract';
import type { Order } from '../../domain/order/order';
import type { ChairWork } from '../../domain/planning/chair-work';
import { chairChart, chairChartTexts as texts } from '../../domain/planning/chair-chart';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { findChairWork, findStageSet } from './planning-stages.repository';
import { winAnsi, wrap } from '../plannings/pdf-text';

export interface ChairChartFacts {
  readonly caseNumber: number | null;
  readonly patientName: string;
  readonly planningNumber: number;
  readonly lastStage: number;
  readonly work: ChairWork;
}

const ink = rgb(0.1, 0.12, 0.16);
const rule = rgb(0.8, 0.82, 0.86);

/**
 * "Tabela de IPR e attachments" as a PDF, to print and keep by the chair: the stages
 * with something to do, the IPR of each contact over the plan with its total, each tooth's
 * attachment. The same words as the portal's page (the domain's chart); pages follow as needed.
 */
export const chairChartPdf = async (f: ChairChartFacts): Promise<Uint8Array> => {
  const chart = chairChart(f.work, f.lastStage);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${texts.title} - Pedido ${f.caseNumber ?? ''} - Planejamento ${f.planningNumber}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 790;
  const write = (text: string, x: number, options: { size?: number; font?: PDFFont } = {}) =>
    page.drawText(winAnsi(text), { x, y, size: options.size ?? 10, font: options.font ?? regular, color: ink });
  const room = (needed: number) => {
    if (y - needed >= 50) return;
    page = pdf.addPage([595, 842]);
    y = 790;
  };
  /** A table: its heading, a header row, then rows whose cells wrap within their column. */
  const table = (heading: string, columns: readonly { title: string; x: number; chars: number }[], rows: readonly (readonly string[])[]) => {
    room(60);
    write(heading, 50, { size: 13, font: bold });
    y -= 20;
    // A title wider than its column wraps within it, as the cells do: nothing runs past the table's rule.
    const titles = columns.map((c) => ({ x: c.x, lines: wrap(c.title, c.chars) }));
    titles.forEach(({ x, lines }) => lines.forEach((line, k) => page.drawText(winAnsi(line), { x, y: y - k * 12, size: 10, font: bold, color: ink })));
    y -= (Math.max(...titles.map(({ lines }) => lines.length)) - 1) * 12 + 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.8, color: rule });
    y -= 13;
    for (const row of rows) {
      const cells = columns.map((c, i) => ({ x: c.x, lines: row[i] ? row[i].split('\n').flatMap((part) => wrap(part, c.chars)) : ['-'] }));
      const height = Math.max(...cells.map(({ lines }) => lines.length)) * 12;
      room(height + 6);
      cells.forEach(({ x, lines }) => lines.forEach((line, k) => page.drawText(winAnsi(line), { x, y: y - k * 12, size: 10, font: regular, color: ink })));
      y -= height - 12 + 6;
      page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.4, color: rule });
      y -= 13;
    }
    y -= 14;
  };

  write(texts.title, 50, { size: 20, font: bold });
  y -= 26;
  write(`Pedido nº ${f.caseNumber ?? '-'}  ·  Paciente: ${f.patientName}  ·  Planejamento ${f.planningNumber}  ·  ${f.lastStage} ${f.lastStage === 1 ? 'etapa' : 'etapas'}`, 50, {
    size: 11,
  });
  y -= 30;
  if (chart.rows.length === 0) {
    write(texts.nothing, 50, { size: 11 });
    return pdf.save();
  }
  table(
    texts.byStage,
    [
      { title: texts.stage, x: 50, chars: 22 },
      { title: texts.ipr, x: 175, chars: 30 },
      { title: texts.bond, x: 340, chars: 16 },
      { title: texts.remove, x: 450, chars: 16 },
    ],
    chart.rows.map((r) => [r.label, r.ipr.join('\n'), r.bond.join(', '), r.remove.join(', ')]),
  );
  if (chart.contacts.length > 0)
    table(
      texts.contacts,
      [
        { title: texts.contact, x: 50, chars: 18 },
        { title: texts.total, x: 160, chars: 18 },
        { title: texts.stages, x: 280, chars: 45 },
      ],
      [...chart.contacts.map((c) => [c.contact, c.total, c.stages]), [texts.total, chart.totalIpr, ' ']],
    );
  if (chart.attachments.length > 0)
    table(
      texts.attachments,
      [
        { title: texts.tooth, x: 50, chars: 18 },
        { title: texts.stages, x: 160, chars: 60 },
      ],
      chart.attachments.map((a) => [a.tooth, a.stages]),
    );
  return pdf.save();
};

/** The chart of a planning whose stages were read, as a PDF download; 404 while it has none. */
export const sendChairChart = async (reply: FastifyReply, db: Db, order: Order, planningId: string) => {
  const [set, work, planning, patient] = await Promise.all([
    findStageSet(db, planningId),
    findChairWork(db, planningId),
    db.selectFrom('plannings').select('number').where('id', '=', planningId).where('order_id', '=', order.id).executeTakeFirst(),
    db.selectFrom('patients').select(['first_name', 'last_name']).where('id', '=', order.patientId).executeTakeFirstOrThrow(),
  ]);
  if (!planning || set?.status !== 'READY' || set.lastStage === null) throw notFound(stageMessages.none);
  const pdf = await chairChartPdf({
    caseNumber: order.caseNumber,
    patientName: `${patient.first_name} ${patient.last_name}`,
    planningNumber: planning.number,
    lastStage: set.lastStage,
    work,
  });
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="ipr-attachments-${order.caseNumber ?? 'pedido'}-${planning.number}.pdf"`)
    .send(Buffer.from(pdf));
};
