import * as E from 'fp-ts/Either';
import { extensionOf, modelExtensions } from '../attachments/file-acceptance';
import { type Arch, type Arches, archWords } from '../order/arch';

// The stage models a planner sends, one STL or PLY per arch per stage, in a ZIP.

// ---- model ----

/** One entry of the ZIP as its central directory declares it. */
export interface ZipEntry {
  readonly path: string;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
}

/** A mesh of one arch at one stage (stage 0: the starting position). */
export interface StageFile {
  readonly path: string;
  readonly arch: Arch;
  readonly stage: number;
}

/** The stages a ZIP holds: per arch, every stage from 0 to `lastStage` in order; what was not a stage, listed back. */
export interface StageSet {
  readonly lastStage: number;
  readonly arches: Readonly<Partial<Record<Arch, readonly StageFile[]>>>;
  readonly ignored: readonly string[];
}

/** How far a ZIP may unpack past its own size before it is taken for a bomb. */
export const zipLimits = {
  /** Meshes compress 3 to 6 times; a bomb, hundreds of times. */
  maxEntryRatio: 100,
  /** All entries together, against the ZIP's size. */
  maxTotalRatio: 20,
  /** All entries together, whatever the ZIP's size. */
  maxTotalBytes: 8 * 1024 ** 3,
  /** Entries (folders included). */
  maxEntries: 2000,
  /**
   * One stage's mesh, as the ZIP declares it unpacked: a lab's stage model is a few megabytes;
   * past this its build would need more memory than a build may take (docs/scaling.md).
   */
  maxStageBytes: 64 * 1024 ** 2,
} as const;

// ---- rules ----

/** A name's last path segment, without its extension. */
const baseName = (path: string): string => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/** A file's name in words: split at anything that is not a letter or digit, and between letters and digits. */
export const nameWords = (path: string): string[] =>
  baseName(path)
    .split(/[^\p{L}\p{N}]/u)
    .flatMap((word) => word.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u))
    .filter((word) => word.length > 0);

const upperWord = (w: string): boolean => /^(upper|sup|maxil)/i.test(w) || /^ok$/i.test(w);
const lowerWord = (w: string): boolean => /^(lower|inf|mand)/i.test(w) || /^uk$/i.test(w);

/** The arch a name gives (`Maxillary_…`, `OK-…`, `inferior_…`), none, or both (a name that cannot be told). */
export const archOfName = (path: string): Arch | 'both' | undefined => {
  const words = nameWords(path);
  const upper = words.some(upperWord);
  const lower = words.some(lowerWord);
  return upper && lower ? 'both' : upper ? 'upper' : lower ? 'lower' : undefined;
};

/** The last number in a name (`Stage_03` is 3), if any; only ASCII digits count as a stage. */
export const stageOfName = (path: string): number | undefined => {
  const numbers = nameWords(path).filter((w) => /^[0-9]+$/.test(w));
  const last = numbers[numbers.length - 1];
  return last === undefined ? undefined : Number(last);
};

/** Files an operating system adds to archives on its own (macOS's resource forks, hidden files): never stages. */
const isSystemFile = (path: string): boolean => path.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));

const isFolder = (path: string): boolean => path.endsWith('/');

/** A name that would leave the folder it is unpacked into. */
export const isUnsafePath = (path: string): boolean =>
  path.length === 0 || path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path) || path.split('/').some((segment) => segment === '..');

/** A name no system writes as a file name: control characters (NUL among them). */
export const hasControlCharacters = (path: string): boolean => /[\u0000-\u001f\u007f]/.test(path);

/** A name as a sentence may show it: each control character as the symbol that pictures it (␀ for NUL), nothing else changed. */
export const shownName = (path: string): string => path.replace(/[\u0000-\u001f\u007f]/g, (c) => String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));

/** Names for a sentence: the first five, then how many more. */
const named = (paths: readonly string[]): string => {
  const shown = paths.slice(0, 5).map(shownName).join(', ');
  return paths.length > 5 ? `${shown} e mais ${paths.length - 5}` : shown;
};

const megabytes = (bytes: number): string => `${Math.ceil(bytes / 1024 ** 2)} MB`;

/** "a etapa 3", "as etapas 1, 2 e 4", or past ten, the first ten and how many more. */
const stagesText = (shown: readonly number[], count: number): string =>
  count === 1
    ? `a etapa ${shown[0]}`
    : count > shown.length
      ? `as etapas ${shown.join(', ')} e mais ${count - shown.length}`
      : `as etapas ${shown.slice(0, -1).join(', ')} e ${shown[shown.length - 1]}`;

/** The ZIP's entries as a whole: a bomb, too many entries, or names that escape their folder are refused. */
const checkEntries = (entries: readonly ZipEntry[], zipBytes: number): E.Either<string, void> => {
  if (entries.length > zipLimits.maxEntries) return E.left(`O ZIP tem ${entries.length} itens; o limite é ${zipLimits.maxEntries}.`);
  const controlled = entries.filter((e) => hasControlCharacters(e.path)).map((e) => e.path);
  if (controlled.length > 0) return E.left(`O ZIP tem nomes de arquivo com caracteres de controle, que nenhum sistema usa em nomes: ${named(controlled)}.`);
  const unsafe = entries.filter((e) => isUnsafePath(e.path)).map((e) => e.path);
  if (unsafe.length > 0) return E.left(`O ZIP tem nomes de arquivo que apontam para fora da pasta: ${named(unsafe)}.`);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const inflated = entries.filter((e) => e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * zipLimits.maxEntryRatio).map((e) => e.path);
  if (inflated.length > 0 || total > zipLimits.maxTotalBytes || total > Math.max(zipBytes, 1024 * 1024) * zipLimits.maxTotalRatio)
    return E.left(`O ZIP descompacta muito além do seu tamanho e foi recusado${inflated.length > 0 ? ` (${named(inflated)})` : ''}.`);
  return E.right(undefined);
};

type Classified = { readonly kind: 'stage'; readonly file: StageFile } | { readonly kind: 'ignored' | 'not-mesh' | 'both-arches' };

/** What a listed file is: folders and what an operating system adds are left out before. */
const classify = (path: string): Classified => {
  const arch = archOfName(path);
  const stage = stageOfName(path);
  if (arch === undefined || stage === undefined) return { kind: 'ignored' };
  const mesh = (modelExtensions as readonly string[]).includes(extensionOf(path));
  if (!mesh) return { kind: 'not-mesh' };
  if (arch === 'both') return { kind: 'both-arches' };
  return { kind: 'stage', file: { path, arch, stage } };
};

/** The stages of one arch, or why they are not a run from 0 without gaps or repeats. */
const archRun = (files: readonly StageFile[]): E.Either<string, readonly StageFile[]> => {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a run is built from at least one file
  const arch = archWords[files[0]!.arch];
  const byStage = new Map<number, StageFile[]>();
  for (const f of files) byStage.set(f.stage, [...(byStage.get(f.stage) ?? []), f]);
  const repeated = [...byStage.values()].filter((same) => same.length > 1).flat();
  if (repeated.length > 0) return E.left(`Há mais de um arquivo para a mesma etapa da arcada ${arch}: ${named(repeated.map((f) => f.path))}.`);
  // Stage numbers come from names (Upper_999999999.stl): only the first ten gaps are looked for.
  const missingCount = Math.max(...byStage.keys()) + 1 - byStage.size;
  const shown: number[] = [];
  for (let stage = 0; shown.length < Math.min(missingCount, 10); stage++) if (!byStage.has(stage)) shown.push(stage);
  if (missingCount > 0) return E.left(`Falta${missingCount > 1 ? 'm' : ''} ${stagesText(shown, missingCount)} da arcada ${arch}.`);
  return E.right([...files].sort((a, b) => a.stage - b.stage));
};

/**
 * The stage models of a planning from its ZIP's entries: each mesh named with its
 * arch and stage; every arch present runs from stage 0 without gaps or repeats; a two-arch case
 * has both arches at every stage. Anything else is listed back as ignored; a ZIP that could be a
 * bomb, a name that escapes its folder, or a non-mesh file named like a stage is refused with a
 * sentence naming the files.
 */
export const readStageSet = (entries: readonly ZipEntry[], zipBytes: number, caseArches: Arches): E.Either<string, StageSet> => {
  const checked = checkEntries(entries, zipBytes);
  if (E.isLeft(checked)) return checked;
  const classified = entries.filter((e) => !isFolder(e.path) && !isSystemFile(e.path)).map((e) => ({ path: e.path, c: classify(e.path) }));
  const notMesh = classified.filter((x) => x.c.kind === 'not-mesh').map((x) => x.path);
  if (notMesh.length > 0) return E.left(`Estes arquivos têm nome de etapa mas não são modelos STL ou PLY: ${named(notMesh)}.`);
  const both = classified.filter((x) => x.c.kind === 'both-arches').map((x) => x.path);
  if (both.length > 0) return E.left(`O nome destes arquivos indica as duas arcadas: ${named(both)}. Use um nome com uma só arcada.`);
  const stages = classified.flatMap((x) => (x.c.kind === 'stage' ? [x.c.file] : []));
  const sizeOf = new Map(entries.map((e) => [e.path, e.uncompressedSize]));
  const oversized = stages.filter((f) => (sizeOf.get(f.path) ?? 0) > zipLimits.maxStageBytes);
  if (oversized.length > 0)
    return E.left(
      `Cada modelo de etapa pode ter até ${megabytes(zipLimits.maxStageBytes)}; ${oversized.length === 1 ? 'este passa' : 'estes passam'}: ${named(oversized.map((f) => `${f.path} (${megabytes(sizeOf.get(f.path) ?? 0)})`))}. Exporte os modelos com menos detalhe e envie de novo.`,
    );
  const ignored = classified.filter((x) => x.c.kind === 'ignored').map((x) => x.path);
  if (stages.length === 0) return E.left('Nenhum modelo de etapa foi encontrado no ZIP. Os arquivos devem indicar a arcada e a etapa no nome, como Superior_Etapa_03.stl.');
  const arches: Partial<Record<Arch, readonly StageFile[]>> = {};
  for (const arch of ['upper', 'lower'] as const) {
    const files = stages.filter((f) => f.arch === arch);
    if (files.length === 0) continue;
    const run = archRun(files);
    if (E.isLeft(run)) return run;
    arches[arch] = run.right;
  }
  const wanted: Arch[] = [...(caseArches.upper ? (['upper'] as const) : []), ...(caseArches.lower ? (['lower'] as const) : [])];
  // There is a stage, so at most one of the case's arches can be absent.
  const absent = wanted.find((arch) => !arches[arch]);
  if (absent) return E.left(`O caso tem a arcada ${archWords[absent]}, mas o ZIP não traz as etapas dela.`);
  // A one-arch case with both arches in the ZIP: the other arch's models are not this case's.
  const extra = (['upper', 'lower'] as const).find((arch) => arches[arch] && !wanted.includes(arch));
  if (extra)
    return E.left(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one arch wanted, the other found
      `O caso trata só a arcada ${archWords[wanted[0]!]}, mas o ZIP traz também etapas da arcada ${archWords[extra]}: ${named(arches[extra]!.map((f) => f.path))}. Envie só as etapas da arcada do caso.`,
    );
  // Shortest run first: with one arch, the shorter and the longer are the same.
  const runs = (['upper', 'lower'] as const).flatMap((arch) => (arches[arch] ? [{ arch, last: arches[arch].length - 1 }] : [])).sort((a, b) => a.last - b.last);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- at least one arch was found above
  const shorter = runs[0]!;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- at least one arch was found above
  const longer = runs[runs.length - 1]!;
  const lastStage = longer.last;
  if (shorter.last !== lastStage) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the longer run is of an arch found
    const alone = arches[longer.arch]!.slice(shorter.last + 1).map((f) => f.path);
    return E.left(
      `${shorter.last + 1 === lastStage ? `A etapa ${lastStage} tem` : `As etapas ${shorter.last + 1} a ${lastStage} têm`} só a arcada ${archWords[longer.arch]}: ${named(alone)}.`,
    );
  }
  return E.right({ lastStage, arches, ignored });
};

/** Why a ZIP whose stage count differs from the planning's aligner steps waits for the planner's confirmation. */
export const stageCountText = (lastStage: number, alignerSteps: number): string =>
  `O ZIP tem ${lastStage} ${lastStage === 1 ? 'etapa' : 'etapas'}, mas o planejamento tem ${alignerSteps} ${alignerSteps === 1 ? 'etapa' : 'etapas'} de alinhadores.`;
