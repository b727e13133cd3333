import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaresValues, docPath, merged, percentOf, readReport, scoreOf, shown, tableOf, withTable } from './mutation/scores';

// The committed mutation report must describe the domain as it is: a rule changed, added or
// given other tests since the last `npm run test:mutation` fails here, in seconds, instead of
// leaving a published score that no longer holds (docs/verification.md).

const target = 95;
const rerun = 'run `npm run test:mutation` (docs/verification.md) and commit test/mutation/stryker-incremental.json with docs/verification.md';

const report = readReport();
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
const domainFiles = filesUnder('src/domain').filter((f) => f.endsWith('.ts'));
const ruleFiles = domainFiles.filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.arbitrary.ts'));

describe('the committed mutation report', () => {
  it('measured every rule file of the domain as it is now', () => {
    const stale = ruleFiles.filter((f) => {
      const measured = report.files[f];
      return measured === undefined ? declaresValues(readFileSync(f, 'utf8')) : measured.source !== readFileSync(f, 'utf8');
    });
    const gone = Object.keys(report.files).filter((f) => !ruleFiles.includes(f));
    expect({ stale, gone }, `changed since the report was made: ${rerun}`).toEqual({ stale: [], gone: [] });
  });

  it('was made with the domain’s tests as they are now', () => {
    const stale = Object.entries(report.testFiles)
      .filter(([f, measured]) => !domainFiles.includes(f) || measured.source !== readFileSync(f, 'utf8'))
      .map(([f]) => f);
    expect(stale, `tests changed since the report was made: ${rerun}`).toEqual([]);
  });

  it(`scores every rule file, and the domain as a whole, at ${target}% or more`, () => {
    const under = Object.entries(report.files)
      .map(([file, { mutants }]) => ({ file, score: shown(percentOf(scoreOf(mutants))) }))
      .filter((s) => Number(s.score) < target);
    expect(under, `under ${target}%: write the property tests their survivors show are missing, then ${rerun}`).toEqual([]);
    expect(Number(shown(percentOf(scoreOf(Object.values(report.files).flatMap((f) => f.mutants)))))).toBeGreaterThanOrEqual(target);
  });

  it('is the table docs/verification.md shows', () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(withTable(doc, tableOf(report)), `the scores in ${docPath} differ from the report: ${rerun}`).toBe(doc);
  });

  it('reads a file of types only as one with nothing to mutate, and any value as something to mutate', () => {
    expect(declaresValues('import type { A } from "./a";\n/** const x */\nexport interface B { readonly a: A }\nexport type C = B;\n')).toBe(false);
    expect(declaresValues('export const labels = { a: "A" } as const;')).toBe(true);
    expect(declaresValues('// const x = 1\nfunction f() {}')).toBe(true);
  });

  it('scores killed and timed-out mutants over all that ran, rounded down', () => {
    const of = (statuses: string[]) => percentOf(scoreOf(statuses.map((status) => ({ status }))));
    expect(of(['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Ignored'])).toBe(50);
    expect(of([])).toBe(100);
    expect(shown(of([...Array<string>(19_999).fill('Killed'), 'Survived']))).toBe('99.99');
  });
});

describe('a targeted run merged into the report', () => {
  it('replaces the files and tests it ran, keeps the others, and keeps a file it found nothing to mutate in', () => {
    const report = { files: { a: { source: 'a1', mutants: [] }, b: { source: 'b1', mutants: [] } }, testFiles: { ta: { source: 'x' } } };
    const partial = { files: { a: { source: 'a2', mutants: [{ status: 'Killed' }] } }, testFiles: { ta: { source: 'y' } } };
    const result = merged(report, partial, ['a', 'c'], (f) => `${f}-text`);
    expect(result.files).toEqual({ a: partial.files.a, b: report.files.b, c: { language: 'typescript', mutants: [], source: 'c-text' } });
    expect(result.testFiles).toEqual({ ta: { source: 'y' } });
  });
});
