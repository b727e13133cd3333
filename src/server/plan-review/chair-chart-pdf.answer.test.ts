import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chairChart } from '../../domain/planning/chair-chart';
import { planWithChairWork } from '../../../test/support/domain/chair-work.arbitrary';
import { drawnRuns, drawnText } from '../../../test/support/server/pdf-text';
import { chairChartPdf } from './chair-chart-pdf.answer';

describe('the chair chart as a PDF', () => {
  it('prints every line of the portal’s chart, on as many pages as it takes', async () => {
    await fc.assert(
      fc.asyncProperty(planWithChairWork, fc.string({ unit: 'grapheme', maxLength: 40 }), async ([last, work], name) => {
        const pdf = await chairChartPdf({ caseNumber: 1234, patientName: name, planningNumber: 2, lastStage: last, work });
        const text = drawnText(pdf).join('\n');
        const chart = chairChart(work, last);
        for (const row of chart.rows) {
          expect(text).toContain(row.label);
          for (const line of row.ipr) expect(text).toContain(line);
        }
        for (const c of chart.contacts) expect(text).toContain(c.stages);
        for (const a of chart.attachments) expect(text).toContain(a.stages);
        if (chart.rows.length === 0) expect(text).toContain('Este planejamento não tem IPR nem attachments.');
        if (chart.contacts.length > 0) expect(text).toContain(`Total\n${chart.totalIpr}`);
        // Nothing the font cannot draw: every cell is words the chart wrote.
        expect(text.replace(name.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?'), '')).not.toContain('?');
        expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps every header and cell inside the table’s rule, the widest of each column included', async () => {
    const doc = await PDFDocument.create();
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    const ipr = [11, 12, 13, 14, 15, 16, 17].map((tooth, i) => ({ teeth: [tooth, tooth + 1] as [number, number], hundredths: 100 - i, beforeStage: 3 }));
    const attachments = [13, 14, 15, 16, 17, 23, 24, 25, 26, 27].map((tooth) => ({ tooth, fromStage: 1, untilStage: 20 }));
    const pdf = await chairChartPdf({ caseNumber: 1234, patientName: 'Ana', planningNumber: 2, lastStage: 20, work: { ipr, attachments } });
    const runs = drawnRuns(pdf);
    expect(runs.map((r) => r.text)).toEqual(expect.arrayContaining(['Remover', 'attachment']));
    const past = runs.filter((r) => r.x + (r.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(r.text, r.size) > 545);
    expect(past.map((r) => r.text)).toEqual([]);
  });

  it('goes on to a second page when the stages do not fit on one', async () => {
    const ipr = Array.from({ length: 40 }, (_, i) => ({ teeth: [11, 21] as [number, number], hundredths: 10, beforeStage: i + 1 }));
    const pdf = await chairChartPdf({ caseNumber: 7, patientName: 'Ana', planningNumber: 1, lastStage: 40, work: { ipr, attachments: [] } });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    expect(drawnText(pdf)).toContain('Etapa 40');
    expect(drawnText(pdf)).toContain('4 mm');
  });
});
