import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The domain's mutation scores as the committed incremental report holds them, one row per rule
// file, and the table docs/verification.md shows between its two markers. `npm run test:mutation`
// rewrites that table after each run; test/mutation-report.test.ts checks it still matches.

export interface Mutant {
  readonly status: string;
}
export interface Report {
  readonly files: Readonly<Record<string, { readonly source: string; readonly mutants: readonly Mutant[] }>>;
  readonly testFiles: Readonly<Record<string, { readonly source: string }>>;
}
export interface Score {
  readonly killed: number;
  readonly timedOut: number;
  readonly survived: number;
  readonly noCoverage: number;
}

export const reportPath = 'test/mutation/stryker-incremental.json';
export const docPath = 'docs/verification.md';
export const tableStart = '<!-- mutation scores: written by npm run test:mutation -->';
export const tableEnd = '<!-- end of mutation scores -->';

export const readReport = (): Report => JSON.parse(readFileSync(reportPath, 'utf8')) as Report;

/** What the mutants of a file came to; errors of compiling or running a mutant count for nothing. */
export const scoreOf = (mutants: readonly Mutant[]): Score => ({
  killed: mutants.filter((m) => m.status === 'Killed').length,
  timedOut: mutants.filter((m) => m.status === 'Timeout').length,
  survived: mutants.filter((m) => m.status === 'Survived').length,
  noCoverage: mutants.filter((m) => m.status === 'NoCoverage').length,
});

/** Killed or timed out over every mutant that ran; a file with none scores 100. */
export const percentOf = (s: Score): number => {
  const valid = s.killed + s.timedOut + s.survived + s.noCoverage;
  return valid === 0 ? 100 : (100 * (s.killed + s.timedOut)) / valid;
};

/** Two decimals, rounded down, so that 94.999% never reads as 95.00%. */
export const shown = (percent: number): string => (Math.floor(percent * 100) / 100).toFixed(2);

export const tableOf = (report: Report): string => {
  const files = Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file, score: scoreOf(mutants) }))
    .sort((a, b) => percentOf(a.score) - percentOf(b.score) || a.file.localeCompare(b.file));
  const all = scoreOf(Object.values(report.files).flatMap((f) => f.mutants));
  const row = (name: string, s: Score) => `| ${name} | ${shown(percentOf(s))}% | ${s.killed} | ${s.timedOut} | ${s.survived} | ${s.noCoverage} |`;
  return [
    '| file | score | killed | timed out | survived | no coverage |',
    '|---|---|---|---|---|---|',
    row('**all of src/domain**', all),
    ...files.map((f) => row(`\`${f.file.replace(/^src\/domain\//, '')}\``, f.score)),
  ].join('\n');
};

/** The doc with its table between the markers replaced by `table`. */
export const withTable = (doc: string, table: string): string => {
  const start = doc.indexOf(tableStart);
  const end = doc.indexOf(tableEnd);
  if (start < 0 || end < start) throw new Error(`${docPath} has no ${tableStart} … ${tableEnd} section`);
  return `${doc.slice(0, start + tableStart.length)}\n${table}\n${doc.slice(end)}`;
};

/**
 * A targeted run's report (`--incrementalFile .tmp/partial.json`) merged into the committed one: its
 * files and tests replace theirs; a file it mutated but found nothing to change in is kept with no
 * mutants, so that its text is checked too.
 */
export const merged = (report: Report, partial: Report, mutated: readonly string[], sourceOf: (file: string) => string): Report => ({
  ...report,
  files: {
    ...report.files,
    ...Object.fromEntries(mutated.filter((f) => !(f in partial.files)).map((f) => [f, { language: 'typescript', mutants: [], source: sourceOf(f) }])),
    ...partial.files,
  },
  testFiles: { ...report.testFiles, ...partial.testFiles },
});

const mergeAt = process.argv.indexOf('--merge');
if (mergeAt >= 0) {
  const partial = JSON.parse(readFileSync(process.argv[mergeAt + 1]!, 'utf8')) as Report;
  const mutatedAt = process.argv.indexOf('--mutated');
  const mutated = mutatedAt >= 0 ? process.argv[mutatedAt + 1]!.split(',') : [];
  writeFileSync(
    reportPath,
    JSON.stringify(
      merged(readReport(), partial, mutated, (f) => readFileSync(f, 'utf8')),
      null,
      2,
    ),
  );
  console.log(`${reportPath}: ${Object.keys(partial.files).length} files merged from ${process.argv[mergeAt + 1]}`);
}

/** Every rule file of the domain: what a whole run mutates. */
const domainRuleFiles = (dir = 'src/domain'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? domainRuleFiles(join(dir, e.name)) : /(?<!\.test|\.arbitrary)\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** A file of types only gives Stryker nothing to change, so the report leaves it out. */
export const declaresValues = (source: string): boolean => /^\s*(export\s+)?(const|let|var|function|class|enum|async)\b/m.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));

// After a whole run: Stryker leaves out of its report the files it found nothing to change in.
if (process.argv.includes('--whole-domain')) {
  const report = readReport();
  const withValues = domainRuleFiles().filter((f) => declaresValues(readFileSync(f, 'utf8')));
  writeFileSync(
    reportPath,
    JSON.stringify(
      merged(report, report, withValues, (f) => readFileSync(f, 'utf8')),
      null,
      2,
    ),
  );
}

if (process.argv.includes('--write')) {
  writeFileSync(docPath, withTable(readFileSync(docPath, 'utf8'), tableOf(readReport())));
  console.log(`${docPath}: mutation scores rewritten from ${reportPath}`);
}
