import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { Arch } from '../order/arch';
import { archOfName, hasControlCharacters, isUnsafePath, nameWords, readStageSet, shownName, stageOfName, type ZipEntry, zipLimits } from './stage-files';

const upperWords = ['Upper', 'Maxillary', 'Superior', 'OK', 'sup', 'MAXILAR', 'upperjaw'];
const lowerWords = ['Lower', 'Mandibular', 'Inferior', 'UK', 'inf', 'MANDÍBULA', 'lowerJaw'];
const archWord = (arch: Arch) => fc.constantFrom(...(arch === 'upper' ? upperWords : lowerWords));
const neutral = fc.constantFrom('', 'Paciente ', 'Caso-', 'Ação_', 'Ñandú ', '患者 ', 'Plano ');
const folder = fc.constantFrom('', 'etapas/', 'Plano 1/modelos/', 'Stage 99/');
const extension = fc.constantFrom('stl', 'STL', 'ply', 'Ply');

/** A file name a lab's software might write for an arch at a stage, in one of several styles. */
const stageName = (arch: Arch, stage: number) =>
  fc
    .tuple(folder, neutral, archWord(arch), fc.constantFrom('_Stage_', '-Schritt ', '_etapa', ' ', '.'), fc.boolean(), extension)
    .map(([dir, before, word, joint, padded, ext]) => `${dir}${before}${word}${joint}${padded ? String(stage).padStart(2, '0') : stage}.${ext}`);

const entry = (path: string, size = 1000): ZipEntry => ({ path, compressedSize: size / 4, uncompressedSize: size });

/** A whole plan: the arches of the case, its last stage, and one name per arch per stage, shuffled. */
const plan = fc
  .record({ superior: fc.boolean(), inferior: fc.boolean(), lastStage: fc.integer({ min: 0, max: 30 }) })
  .filter((p) => p.superior || p.inferior)
  .chain((p) => {
    const arches = [...(p.superior ? (['upper'] as const) : []), ...(p.inferior ? (['lower'] as const) : [])];
    const names = arches.flatMap((arch) => Array.from({ length: p.lastStage + 1 }, (_, stage) => stageName(arch, stage).map((path) => ({ path, arch, stage }))));
    return fc.tuple(
      fc.constant(p),
      fc.tuple(...names),
      fc.array(fc.constantFrom('leia-me.txt', 'relatorio.pdf', 'Plano/notas.docx', 'stage3.stl', 'Superior.stl', 'Upper_notas.stl'), { maxLength: 3 }),
      // Folders and what macOS adds: neither stages nor listed back.
      fc.subarray(['etapas/', 'Plano 1/modelos/', 'Stage 99/', '__MACOSX/Upper_0.stl', 'Plano 1/.DS_Store']),
    );
  })
  .chain(([p, files, extras, unlisted]) =>
    fc
      .shuffledSubarray([...files.map((f) => f.path), ...extras, ...unlisted], { minLength: files.length + extras.length + unlisted.length })
      .map((order) => ({ ...p, files, extras, order })),
  )
  .filter((p) => new Set(p.order).size === p.order.length);

describe('stage files in a planning ZIP', () => {
  it('reads each arch’s stages from names in any of the labs’ styles, and lists back the rest', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const read = readStageSet(
          p.order.map((path) => entry(path)),
          10_000_000,
          { upper: p.superior, lower: p.inferior },
        );
        expect(E.isRight(read)).toBe(true);
        if (E.isLeft(read)) return;
        expect(read.right.lastStage).toBe(p.lastStage);
        for (const arch of ['upper', 'lower'] as const) {
          const expected = p.files.filter((f) => f.arch === arch).map((f) => f.path);
          expect(read.right.arches[arch]?.map((f) => f.path) ?? []).toEqual(expected);
          expect(read.right.arches[arch]?.map((f) => f.stage) ?? []).toEqual(expected.map((_, i) => i));
        }
        expect([...read.right.ignored].sort()).toEqual([...p.extras].sort());
      }),
    );
  });

  it('names the stages missing when one is left out, and the files when a stage comes twice', () => {
    fc.assert(
      fc.property(
        plan.filter((p) => p.lastStage >= 1),
        fc.nat(),
        (p, pick) => {
          const arcades = { upper: p.superior, lower: p.inferior };
          const gone = p.files[pick % p.files.length]!;
          const without = readStageSet(
            p.order.filter((path) => path !== gone.path).map((path) => entry(path)),
            10_000_000,
            arcades,
          );
          const lastOfArch = gone.stage === p.lastStage;
          if (lastOfArch && !(p.superior && p.inferior)) {
            // One arch without its last stage is simply a shorter plan.
            expect(without).toMatchObject(E.right({ lastStage: p.lastStage - 1 }));
          } else {
            // The last stage of one of two arches gone: the other has it alone; otherwise a gap, named.
            const said = E.isLeft(without) ? without.left : '';
            expect(said).toMatch(lastOfArch ? /só a arcada/ : new RegExp(`^Falta a etapa ${gone.stage} da arcada`));
          }
          const twice = readStageSet(
            [...p.order, `copia/${gone.path.split('/').pop()}`].map((path) => entry(path)),
            10_000_000,
            arcades,
          );
          expect(E.isLeft(twice) && twice.left.startsWith('Há mais de um arquivo para a mesma etapa')).toBe(true);
        },
      ),
    );
  });

  it('refuses names that leave the folder, bombs, and files named like a stage that are not meshes', () => {
    const arcades = { upper: true, lower: false };
    const good = ['Upper_0.stl', 'Upper_1.stl'].map((path) => entry(path));
    fc.assert(
      fc.property(fc.constantFrom('../Upper_2.stl', '/etc/Upper_2.stl', 'a/../../Upper_2.stl', 'C:/Upper_2.stl', 'a\\..\\Upper_2.stl'), (path) => {
        expect(isUnsafePath(path)).toBe(true);
        const read = readStageSet([...good, entry(path)], 10_000_000, arcades);
        expect(E.isLeft(read) && read.left.includes('para fora da pasta') && read.left.includes(path)).toBe(true);
      }),
    );
    // A control character in any name (NUL, CR, DEL) is refused at once, the name shown with the character pictured: never stored as it came.
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 6 }), fc.integer({ min: 0, max: 0x20 }), fc.string({ unit: codeUnit, maxLength: 6 }), (before, code, after) => {
        const control = String.fromCharCode(code === 0x20 ? 0x7f : code);
        const path = `${before}/${control}/${after}Maxillary_Stage_01.stl`;
        expect(hasControlCharacters(path)).toBe(true);
        const read = readStageSet([...good, entry(path)], 10_000_000, arcades);
        expect(read).toEqual(E.left(`O ZIP tem nomes de arquivo com caracteres de controle, que nenhum sistema usa em nomes: ${shownName(path)}.`));
        expect(E.isLeft(read) && /[\u0000-\u001f\u007f]/.test(read.left)).toBe(false);
      }),
    );
    expect(shownName('x/\u0000/Maxillary_Stage_01.stl')).toBe('x/␀/Maxillary_Stage_01.stl');
    expect(shownName('Upper\r\n.stl')).toBe('Upper␍␊.stl');
    // A stage's mesh past the limit is refused by its declared size, named with its size and the limit.
    const limit = zipLimits.maxStageBytes;
    expect(E.isRight(readStageSet([...good, entry('Upper_2.stl', limit)], 10_000_000_000, arcades))).toBe(true);
    expect(readStageSet([...good, { path: 'Upper_2.stl', compressedSize: 300 * 1024 ** 2, uncompressedSize: 300 * 1024 ** 2 }], 400 * 1024 ** 2, arcades)).toEqual(
      E.left(`Cada modelo de etapa pode ter até ${limit / 1024 ** 2} MB; este passa: Upper_2.stl (300 MB). Exporte os modelos com menos detalhe e envie de novo.`),
    );
    // Only stages count: a large report beside them is listed back, never read.
    expect(readStageSet([...good, { path: 'relatorio.pdf', compressedSize: limit * 2, uncompressedSize: limit * 2 }], 10_000_000_000, arcades)).toMatchObject(
      E.right({ ignored: ['relatorio.pdf'] }),
    );
    const bomb = { path: 'Upper_2.stl', compressedSize: 1000, uncompressedSize: 1000 * (zipLimits.maxEntryRatio + 1) * 1024 };
    expect(readStageSet([...good, bomb], 10_000_000, arcades)).toEqual(E.left('O ZIP descompacta muito além do seu tamanho e foi recusado (Upper_2.stl).'));
    const huge = Array.from({ length: 30 }, (_, i) => ({ path: `Upper_${i}.stl`, compressedSize: 300_000_000, uncompressedSize: 300_000_000 }));
    expect(E.isLeft(readStageSet(huge, 9_000_000_000, arcades))).toBe(true);
    expect(readStageSet([...good, entry('Upper_2.obj')], 10_000_000, arcades)).toEqual(E.left('Estes arquivos têm nome de etapa mas não são modelos STL ou PLY: Upper_2.obj.'));
    expect(E.isLeft(readStageSet([...good, entry('Upper_Lower_2.stl')], 10_000_000, arcades))).toBe(true);
    expect(readStageSet([entry('notas.txt')], 10_000_000, arcades)).toMatchObject(E.left(expect.stringMatching(/^Nenhum modelo de etapa/)));
    // The case’s arch must be there; macOS’s resource forks are neither stages nor listed back.
    expect(E.isLeft(readStageSet(good, 10_000_000, { upper: false, lower: true }))).toBe(true);
    expect(readStageSet([...good, entry('__MACOSX/._Upper_0.stl'), entry('._Upper_1.stl')], 10_000_000, arcades)).toMatchObject(E.right({ lastStage: 1, ignored: [] }));
  });

  it('reads any name, from the whole of Unicode, without failing, and a stage only from ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (name) => {
        const words = nameWords(name);
        expect(words.every((w) => w.length > 0)).toBe(true);
        const stage = stageOfName(name);
        expect(stage === undefined || Number.isInteger(stage)).toBe(true);
        expect([undefined, 'upper', 'lower', 'both']).toContain(archOfName(name));
      }),
    );
    expect(stageOfName('Maxillary_Stage_03.stl')).toBe(3);
    expect(stageOfName('OK-Schritt 3.stl')).toBe(3);
    expect(stageOfName('inferior_etapa3.stl')).toBe(3);
    expect(stageOfName('v2 Upper ٣.stl')).toBe(2);
    expect(archOfName('OK-Schritt 3.stl')).toBe('upper');
    expect(archOfName('Book 3.stl')).toBeUndefined();
    expect(archOfName('inferior_etapa3.stl')).toBe('lower');
  });
});
