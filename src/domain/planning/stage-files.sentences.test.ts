import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { archOfName, isUnsafePath, readStageSet, shownName, stageCountText, stageOfName, type ZipEntry, zipLimits } from './stage-files';

// What a planner reads when a ZIP is refused: each sentence names the arch, the stages and the
// files exactly; and where each limit lies, to the byte.

const MiB = 1024 ** 2;
const entry = (path: string, size = 1000, compressed = size / 4): ZipEntry => ({ path, compressedSize: compressed, uncompressedSize: size });
const run = (word: string, last: number): ZipEntry[] => Array.from({ length: last + 1 }, (_, stage) => entry(`${word}_${stage}.stl`));
const upperOnly = { upper: true, lower: false };
const both = { upper: true, lower: true };
const archName = { Upper: 'superior', Lower: 'inferior' } as const;
const archWord = fc.constantFrom<keyof typeof archName>('Upper', 'Lower');
const left = (e: E.Either<string, unknown>): string => (E.isLeft(e) ? e.left : 'accepted');

describe('a stage file’s name', () => {
  it('gives its stage with or without an extension, and only from a whole ASCII number', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9999 }), fc.constantFrom('', '.stl', '.v7', '.ply2'), (stage, ext) => {
        expect(stageOfName(`modelos/Upper_${stage}${ext}`)).toBe(stage);
        // Eastern Arabic digits beside ASCII ones make no stage.
        expect(stageOfName(`Upper_${stage}٣${ext}`)).toBeUndefined();
        expect(stageOfName(`Upper_٣${stage}${ext}`)).toBeUndefined();
      }),
    );
    // A leading dot is a name, not an extension.
    expect(stageOfName('etapas/.7')).toBe(7);
  });

  it('gives an arch only from a word that starts as one, never from one that merely holds it', () => {
    const lookalikes = fc.constantFrom('Book', 'okay', 'Resupply', 'Comando', 'Duk', 'ukulele', 'Bainf', 'Rlower');
    fc.assert(
      fc.property(lookalikes, fc.nat({ max: 40 }), fc.option(archWord, { nil: undefined }), (word, stage, arch) => {
        const name = arch === undefined ? `${word}_${stage}.stl` : `${word}_${arch}_${stage}.stl`;
        expect(archOfName(name)).toBe(arch === undefined ? undefined : arch === 'Upper' ? 'upper' : 'lower');
      }),
    );
  });

  it('is unsafe when empty, absolute, with a drive or a parent folder, and safe with those marks inside a name', () => {
    for (const path of ['', '/Upper_1.stl', 'C:Upper_1.stl', 'a/../Upper_1.stl', 'a\\Upper_1.stl']) expect(isUnsafePath(path)).toBe(true);
    for (const path of ['Plano C:1/Upper_1.stl', 'a/..b/Upper_1.stl', 'a../Upper_1.stl', 'Upper_1.stl']) expect(isUnsafePath(path)).toBe(false);
  });

  it('is shown with each control character pictured, DEL as ␡', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x1f }), (code) => {
        expect(shownName(`a${String.fromCharCode(code)}b\u007f`)).toBe(`a${String.fromCharCode(0x2400 + code)}b␡`);
      }),
    );
  });
});

describe('a refused stage ZIP says exactly why', () => {
  it('names the first five files, then how many more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (n) => {
        const unsafe = Array.from({ length: n }, (_, i) => `../Upper_${i}.stl`);
        const listed = unsafe.slice(0, 5).join(', ');
        expect(left(readStageSet([...run('Upper', 1), ...unsafe.map((p) => entry(p))], 10 * MiB, upperOnly))).toBe(
          `O ZIP tem nomes de arquivo que apontam para fora da pasta: ${n > 5 ? `${listed} e mais ${n - 5}` : listed}.`,
        );
      }),
    );
  });

  it('names the stages an arch lacks, the first ten of them when more are missing', () => {
    fc.assert(
      fc.property(archWord, fc.integer({ min: 1, max: 40 }), fc.array(fc.nat({ max: 39 }), { minLength: 1, maxLength: 20 }), (arch, last, picks) => {
        const gone = [...new Set(picks.map((p) => p % last))].sort((a, b) => a - b);
        const entries = run(arch, last).filter((_, stage) => !gone.includes(stage));
        const arcades = { upper: arch === 'Upper', lower: arch === 'Lower' };
        const stages =
          gone.length === 1
            ? `Falta a etapa ${gone[0]}`
            : gone.length <= 10
              ? `Faltam as etapas ${gone.slice(0, -1).join(', ')} e ${gone[gone.length - 1]}`
              : `Faltam as etapas ${gone.slice(0, 10).join(', ')} e mais ${gone.length - 10}`;
        expect(left(readStageSet(entries, 10 * MiB, arcades))).toBe(`${stages} da arcada ${archName[arch]}.`);
      }),
    );
    // A stage number from a name can be huge: only the first gaps are looked for.
    expect(left(readStageSet([entry('Upper_0.stl'), entry('Upper_999999999.stl')], 10 * MiB, upperOnly))).toBe(
      'Faltam as etapas 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 e mais 999999988 da arcada superior.',
    );
  });

  it('names the stages only the longer arch has, whichever it is', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), fc.integer({ min: 1, max: 20 }), fc.boolean(), (shortLast, more, upperLonger) => {
        const longLast = shortLast + more;
        const [longWord, shortWord] = upperLonger ? (['Upper', 'Lower'] as const) : (['Lower', 'Upper'] as const);
        const read = readStageSet([...run(shortWord, shortLast), ...run(longWord, longLast)], 10 * MiB, both);
        const alone = Array.from({ length: more }, (_, i) => `${longWord}_${shortLast + 1 + i}.stl`);
        const listed = alone.length > 5 ? `${alone.slice(0, 5).join(', ')} e mais ${alone.length - 5}` : alone.join(', ');
        const stages = more === 1 ? `A etapa ${longLast} tem` : `As etapas ${shortLast + 1} a ${longLast} têm`;
        expect(left(read)).toBe(`${stages} só a arcada ${archName[longWord]}: ${listed}.`);
      }),
    );
  });

  it('refuses the other arch’s stages on a one-arch case, naming both arches and the files', () => {
    fc.assert(
      fc.property(archWord, fc.integer({ min: 0, max: 12 }), (caseArch, last) => {
        const other = caseArch === 'Upper' ? 'Lower' : 'Upper';
        const arcades = { upper: caseArch === 'Upper', lower: caseArch === 'Lower' };
        const files = Array.from({ length: last + 1 }, (_, stage) => `${other}_${stage}.stl`);
        const listed = files.length > 5 ? `${files.slice(0, 5).join(', ')} e mais ${files.length - 5}` : files.join(', ');
        expect(left(readStageSet([...run(caseArch, last), ...run(other, last)], 10 * MiB, arcades))).toBe(
          `O caso trata só a arcada ${archName[caseArch]}, mas o ZIP traz também etapas da arcada ${archName[other]}: ${listed}. Envie só as etapas da arcada do caso.`,
        );
        expect(E.isRight(readStageSet([...run(caseArch, last), ...run(other, last)], 10 * MiB, both))).toBe(true);
      }),
    );
  });

  it('names the case’s arch the ZIP lacks', () => {
    expect(left(readStageSet(run('Lower', 2), 10 * MiB, upperOnly))).toBe('O caso tem a arcada superior, mas o ZIP não traz as etapas dela.');
    expect(left(readStageSet(run('Upper', 2), 10 * MiB, { upper: false, lower: true }))).toBe('O caso tem a arcada inferior, mas o ZIP não traz as etapas dela.');
    expect(left(readStageSet(run('Upper', 2), 10 * MiB, both))).toBe('O caso tem a arcada inferior, mas o ZIP não traz as etapas dela.');
  });

  it('names a file whose name holds both arches, and each stage model past its size', () => {
    expect(left(readStageSet([...run('Upper', 1), entry('Upper_Lower_2.stl')], 10 * MiB, upperOnly))).toBe(
      'O nome destes arquivos indica as duas arcadas: Upper_Lower_2.stl. Use um nome com uma só arcada.',
    );
    const big = (path: string) => entry(path, 300 * MiB, 300 * MiB);
    expect(left(readStageSet([...run('Upper', 0), big('Upper_1.stl'), big('Upper_2.stl')], 1000 * MiB, upperOnly))).toBe(
      `Cada modelo de etapa pode ter até 64 MB; estes passam: Upper_1.stl (300 MB), Upper_2.stl (300 MB). Exporte os modelos com menos detalhe e envie de novo.`,
    );
  });

  it('takes up to its number of entries, and refuses one more', () => {
    const stages = run('Upper', 1);
    const notes = (n: number) => Array.from({ length: n }, (_, i) => entry(`notas/${i}.txt`, 10));
    expect(E.isRight(readStageSet([...stages, ...notes(zipLimits.maxEntries - 2)], 10 * MiB, upperOnly))).toBe(true);
    expect(left(readStageSet([...stages, ...notes(zipLimits.maxEntries - 1)], 10 * MiB, upperOnly))).toBe(
      `O ZIP tem ${zipLimits.maxEntries + 1} itens; o limite é ${zipLimits.maxEntries}.`,
    );
  });

  it('takes an entry up to 1 MiB, or up to its ratio, and refuses a byte more', () => {
    const stages = run('Upper', 1);
    const bomb = (path: string) => `O ZIP descompacta muito além do seu tamanho e foi recusado (${path}).`;
    expect(E.isRight(readStageSet([...stages, entry('a.bin', MiB, 1)], 10 * MiB, upperOnly))).toBe(true);
    expect(left(readStageSet([...stages, entry('a.bin', MiB + 1, 1)], 10 * MiB, upperOnly))).toBe(bomb('a.bin'));
    const compressed = 2 * MiB;
    const atRatio = compressed * zipLimits.maxEntryRatio;
    expect(E.isRight(readStageSet([...stages, entry('a.bin', atRatio, compressed)], atRatio, upperOnly))).toBe(true);
    expect(left(readStageSet([...stages, entry('a.bin', atRatio + 1, compressed)], atRatio, upperOnly))).toBe(bomb('a.bin'));
  });

  it('takes all entries together up to their ratio to the ZIP (never under 1 MiB), and up to their bytes, and refuses a byte more', () => {
    const refused = 'O ZIP descompacta muito além do seu tamanho e foi recusado.';
    fc.assert(
      fc.property(fc.nat({ max: 3 * MiB }), (zipBytes) => {
        const limit = Math.max(zipBytes, MiB) * zipLimits.maxTotalRatio;
        const stages = run('Upper', 1);
        const used = stages.reduce((sum, e) => sum + e.uncompressedSize, 0);
        const filler = (extra: number) => entry('relatorio.pdf', limit - used + extra, limit);
        expect(E.isRight(readStageSet([...stages, filler(0)], zipBytes, upperOnly))).toBe(true);
        expect(left(readStageSet([...stages, filler(1)], zipBytes, upperOnly))).toBe(refused);
      }),
    );
    const stages = run('Upper', 1);
    const used = stages.reduce((sum, e) => sum + e.uncompressedSize, 0);
    const half = zipLimits.maxTotalBytes / 2;
    const fill = (extra: number) => [entry('a.pdf', half, half), entry('b.pdf', half - used + extra, half)];
    expect(E.isRight(readStageSet([...stages, ...fill(0)], zipLimits.maxTotalBytes, upperOnly))).toBe(true);
    expect(left(readStageSet([...stages, ...fill(1)], zipLimits.maxTotalBytes, upperOnly))).toBe(refused);
  });
});

describe('a stage count that differs from the planning', () => {
  it('is told with each count in the singular or the plural', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.nat({ max: 60 }), (zip, planned) => {
        const noun = (n: number) => `${n} ${n === 1 ? 'etapa' : 'etapas'}`;
        expect(stageCountText(zip, planned)).toBe(`O ZIP tem ${noun(zip)}, mas o planejamento tem ${noun(planned)} de alinhadores.`);
      }),
    );
  });
});
