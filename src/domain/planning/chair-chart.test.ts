import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planWithChairWork } from '../../../test/support/domain/chair-work.arbitrary';
import { chairChart } from './chair-chart';

/** "0,35 mm" back to hundredths. */
const hundredthsOf = (mm: string) => Math.round(Number(mm.replace(' mm', '').replace(',', '.')) * 100);

describe('the chart of IPR and attachments kept by the chair', () => {
  it('lists every IPR once, at its stage, and its contacts add up to the plan’s total', () => {
    fc.assert(
      fc.property(planWithChairWork, ([last, work]) => {
        const chart = chairChart(work, last);
        // Only stages with something to do, in order, each once.
        const stages = chart.rows.map((r) => r.stage);
        expect(stages).toEqual([...new Set(stages)].sort((a, b) => a - b));
        for (const row of chart.rows) expect(row.ipr.length + row.bond.length + row.remove.length).toBeGreaterThan(0);
        for (const ipr of work.ipr) {
          const row = chart.rows.find((r) => r.stage === ipr.beforeStage)!;
          expect(row.ipr.filter((line) => line.endsWith(` entre ${ipr.teeth[0]} e ${ipr.teeth[1]}`) || line.endsWith(` entre ${ipr.teeth[1]} e ${ipr.teeth[0]}`))).toHaveLength(1);
        }
        expect(chart.rows.flatMap((r) => r.ipr)).toHaveLength(work.ipr.length);
        const rowsTotal = chart.rows.flatMap((r) => r.ipr).reduce((sum, line) => sum + hundredthsOf(line.split(' entre ')[0]!), 0);
        const contactsTotal = chart.contacts.reduce((sum, c) => sum + hundredthsOf(c.total), 0);
        expect(rowsTotal).toBe(work.ipr.reduce((sum, i) => sum + i.hundredths, 0));
        expect(contactsTotal).toBe(rowsTotal);
        expect(hundredthsOf(chart.totalIpr)).toBe(rowsTotal);
      }),
    );
  });

  it('bonds each attachment at one stage and removes it at one stage, or never when it stays to the end', () => {
    fc.assert(
      fc.property(planWithChairWork, ([last, work]) => {
        const chart = chairChart(work, last);
        for (const tooth of new Set(work.attachments.map((a) => a.tooth))) {
          const own = work.attachments.filter((a) => a.tooth === tooth);
          const bonded = own.map((a) => a.fromStage).sort((x, y) => x - y);
          const removed = own.flatMap((a) => (a.untilStage === null ? [] : [a.untilStage])).sort((x, y) => x - y);
          expect(chart.rows.filter((r) => r.bond.includes(String(tooth))).map((r) => r.stage)).toEqual(bonded);
          expect(chart.rows.filter((r) => r.remove.includes(String(tooth))).map((r) => r.stage)).toEqual(removed);
        }
        // By tooth, then in the order they are bonded, each span read back as it is written.
        const spans = chart.attachments.map((a) => {
          const [, from, until] = /^da etapa (\d+) (?:até o fim|à etapa (\d+))$/.exec(a.stages)!;
          return { tooth: Number(a.tooth), fromStage: Number(from), untilStage: until === undefined ? null : Number(until) };
        });
        expect(spans).toEqual([...work.attachments].sort((x, y) => x.tooth - y.tooth || x.fromStage - y.fromStage));
        // A removal after the last stage is said as the end of the treatment, not as a stage that does not exist.
        expect(chart.rows.every((r) => (r.stage > last ? r.label === 'Ao fim do tratamento' : r.label === `Etapa ${r.stage}`))).toBe(true);
      }),
    );
  });

  it('lists each stage’s IPR by contact and its teeth in number order, and each contact’s stages in order', () => {
    const contact = (text: string) => text.split(' e ').map(Number) as [number, number];
    const inOrder = (pairs: readonly [number, number][]) =>
      pairs.every(([a, b], i) => a < b && (i === 0 || pairs[i - 1]![0] < a || (pairs[i - 1]![0] === a && pairs[i - 1]![1] < b)));
    fc.assert(
      fc.property(planWithChairWork, ([last, work]) => {
        const chart = chairChart(work, last);
        for (const row of chart.rows) {
          expect(inOrder(row.ipr.map((line) => contact(line.split(' entre ')[1]!)))).toBe(true);
          for (const teeth of [row.bond, row.remove]) expect(teeth.map(Number)).toEqual(teeth.map(Number).sort((x, y) => x - y));
        }
        expect(inOrder(chart.contacts.map((c) => contact(c.contact)))).toBe(true);
        for (const c of chart.contacts) {
          const [a, b] = contact(c.contact);
          const stages = work.ipr.filter((i) => Math.min(...i.teeth) === a && Math.max(...i.teeth) === b).map((i) => i.beforeStage);
          expect(c.stages).toMatch(stages.length === 1 ? /^etapa \d+$/ : /^etapas \d+(, \d+)* e \d+$/);
          expect(
            c.stages
              .replace(/^etapas? /, '')
              .split(/, | e /)
              .map(Number),
          ).toEqual(stages.sort((x, y) => x - y));
        }
      }),
    );
  });

  it('orders contacts sharing a tooth by their other tooth, and lists a contact’s three stages in order', () => {
    const chart = chairChart(
      {
        ipr: [
          { teeth: [22, 21], hundredths: 10, beforeStage: 7 },
          { teeth: [21, 11], hundredths: 10, beforeStage: 7 },
          { teeth: [13, 12], hundredths: 10, beforeStage: 7 },
          { teeth: [12, 11], hundredths: 10, beforeStage: 7 },
          { teeth: [11, 21], hundredths: 10, beforeStage: 3 },
          { teeth: [21, 11], hundredths: 10, beforeStage: 5 },
        ],
        attachments: [],
      },
      10,
    );
    expect(chart.rows.find((r) => r.stage === 7)!.ipr).toEqual(['0,1 mm entre 11 e 12', '0,1 mm entre 11 e 21', '0,1 mm entre 12 e 13', '0,1 mm entre 21 e 22']);
    expect(chart.contacts).toEqual([
      { contact: '11 e 12', total: '0,1 mm', stages: 'etapa 7' },
      { contact: '11 e 21', total: '0,3 mm', stages: 'etapas 3, 5 e 7' },
      { contact: '12 e 13', total: '0,1 mm', stages: 'etapa 7' },
      { contact: '21 e 22', total: '0,1 mm', stages: 'etapa 7' },
    ]);
    expect(chart.totalIpr).toBe('0,6 mm');
  });

  it('says each contact’s stages and each attachment’s span as the dentist reads them', () => {
    const chart = chairChart(
      {
        ipr: [
          { teeth: [21, 11], hundredths: 20, beforeStage: 5 },
          { teeth: [11, 21], hundredths: 15, beforeStage: 3 },
          { teeth: [31, 41], hundredths: 25, beforeStage: 4 },
        ],
        attachments: [
          { tooth: 23, fromStage: 1, untilStage: null },
          { tooth: 13, fromStage: 1, untilStage: 11 },
        ],
      },
      10,
    );
    expect(chart.rows).toEqual([
      { stage: 1, label: 'Etapa 1', ipr: [], bond: ['13', '23'], remove: [] },
      { stage: 3, label: 'Etapa 3', ipr: ['0,15 mm entre 11 e 21'], bond: [], remove: [] },
      { stage: 4, label: 'Etapa 4', ipr: ['0,25 mm entre 31 e 41'], bond: [], remove: [] },
      { stage: 5, label: 'Etapa 5', ipr: ['0,2 mm entre 11 e 21'], bond: [], remove: [] },
      { stage: 11, label: 'Ao fim do tratamento', ipr: [], bond: [], remove: ['13'] },
    ]);
    expect(chart.contacts).toEqual([
      { contact: '11 e 21', total: '0,35 mm', stages: 'etapas 3 e 5' },
      { contact: '31 e 41', total: '0,25 mm', stages: 'etapa 4' },
    ]);
    expect(chart.totalIpr).toBe('0,6 mm');
    expect(chart.attachments).toEqual([
      { tooth: '13', stages: 'da etapa 1 à etapa 11' },
      { tooth: '23', stages: 'da etapa 1 até o fim' },
    ]);
  });
});
