import * as t from 'io-ts';

// ---- model ----

/** Spec §3: the kinds of file an order holds. */
export const AttachmentKind = t.keyof({
  MODEL_SUPERIOR: null,
  MODEL_INFERIOR: null,
  FACIAL_SIDE: null,
  FACIAL_FRONTAL: null,
  FACIAL_FRONTAL_SMILING: null,
  X_RAY: null,
  INTRAORAL_SUPERIOR: null,
  INTRAORAL_INFERIOR: null,
  INTRAORAL_RIGHT: null,
  INTRAORAL_FRONT: null,
  INTRAORAL_LEFT: null,
  OTHERS: null,
  /** The planner's file of a planning (staff only). */
  PLANNING_FILE: null,
  /** A planning's stage models, one mesh per arch per stage, in a ZIP (staff only). */
  PLANNING_STAGES: null,
  /** The bank's boleto of a charge, as its PDF (staff only). */
  BOLETO: null,
});
export type AttachmentKind = t.TypeOf<typeof AttachmentKind>;

/** Pictures a browser draws (spec §5: photos). */
export const imageExtensions = ['jpg', 'jpeg', 'png'] as const;
/** Spec §5: model files. */
export const modelExtensions = ['stl', 'ply'] as const;

/** Accepted extensions per kind (spec §3), lower case. */
export const extensionsByKind: Readonly<Record<AttachmentKind, readonly string[]>> = {
  MODEL_SUPERIOR: modelExtensions,
  MODEL_INFERIOR: modelExtensions,
  FACIAL_SIDE: imageExtensions,
  FACIAL_FRONTAL: imageExtensions,
  FACIAL_FRONTAL_SMILING: imageExtensions,
  X_RAY: [...imageExtensions, 'dcm', 'dcm30'],
  INTRAORAL_SUPERIOR: imageExtensions,
  INTRAORAL_INFERIOR: imageExtensions,
  INTRAORAL_RIGHT: imageExtensions,
  INTRAORAL_FRONT: imageExtensions,
  INTRAORAL_LEFT: imageExtensions,
  OTHERS: [...imageExtensions, 'stl'],
  PLANNING_FILE: ['pdf'],
  PLANNING_STAGES: ['zip'],
  BOLETO: ['pdf'],
};

export const attachmentKindLabels: Readonly<Record<AttachmentKind, string>> = {
  MODEL_SUPERIOR: 'Modelo superior',
  MODEL_INFERIOR: 'Modelo inferior',
  FACIAL_SIDE: 'Foto de perfil',
  FACIAL_FRONTAL: 'Foto frontal sem sorriso',
  FACIAL_FRONTAL_SMILING: 'Foto frontal com sorriso',
  X_RAY: 'Radiografia',
  INTRAORAL_SUPERIOR: 'Intraoral superior',
  INTRAORAL_INFERIOR: 'Intraoral inferior',
  INTRAORAL_RIGHT: 'Intraoral lateral direita',
  INTRAORAL_FRONT: 'Intraoral frontal',
  INTRAORAL_LEFT: 'Intraoral lateral esquerda',
  OTHERS: 'Outros arquivos',
  PLANNING_FILE: 'Arquivo do planejamento',
  PLANNING_STAGES: 'Modelos das etapas',
  BOLETO: 'Boleto bancário',
};

/** What the staff send, never a slot of the order: the planners' files of a planning, and the bank's boletos of its charges. */
export const staffOnlyKinds: readonly AttachmentKind[] = ['PLANNING_FILE', 'PLANNING_STAGES', 'BOLETO'];

export const isStaffOnlyKind = (kind: AttachmentKind): boolean => staffOnlyKinds.includes(kind);

/** A planning's stage models come as one ZIP of up to 2 GB; every other file within the portal's upload limit. */
export const stagesUploadLimitBytes = 2 * 1024 ** 3;

export const uploadLimitOf = (kind: AttachmentKind, portalLimitBytes: number): number =>
  kind === 'PLANNING_STAGES' ? Math.max(stagesUploadLimitBytes, portalLimitBytes) : portalLimitBytes;

export const maxOtherFiles = 5;

export const tooManyOthersMessage = `Você pode enviar até ${maxOtherFiles} arquivos em Outros arquivos.`;

/** Spec §3: one file per slot, but up to five among "Outros arquivos"; a sixth is refused. */
export const roomForOtherFile = (othersAlready: number): boolean => othersAlready < maxOtherFiles;

/** MIME types a browser may report for each extension; no type (or a generic one) is accepted too. */
const typesByExtension: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  stl: ['model/stl', 'application/sla', 'application/vnd.ms-pki.stl', 'model/x.stl-binary', 'model/x.stl-ascii'],
  ply: ['model/ply', 'application/ply'],
  dcm: ['application/dicom'],
  dcm30: ['application/dicom'],
  pdf: ['application/pdf'],
  zip: ['application/zip', 'application/x-zip-compressed'],
};

// ---- rules ----

/** The extension of a file name, lower case, without the dot. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * Spec §5: the extension (any case) must be in the list and, when the browser reports a
 * type, the type must fit the extension.
 */
export const acceptsFile = (allowedExtensions: readonly string[], fileName: string, mimeType: string): boolean => {
  const ext = extensionOf(fileName);
  if (!allowedExtensions.includes(ext)) return false;
  const type = telltaleType(mimeType);
  return type === '' || (typesByExtension[ext] ?? []).includes(type);
};

/**
 * The type a browser reported, when it tells something: the generic types sent for files
 * the system does not know (octet-stream, plain text) and malformed ones count as none.
 */
export const telltaleType = (mimeType: string): string => {
  const type = mimeType.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/octet-stream' || !/^[\w.+-]+\/[\w.+-]+$/.test(type) ? '' : type;
};

/** Spec §5: a stored name ending in a 36-character id before the extension is shown without it. */
export const displayFileName = (storedName: string): string => {
  const match = /^(.*?)[-_.]?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[^.]+)?$/i.exec(storedName);
  return match && match[1] ? `${match[1]}${match[2] ?? ''}` : storedName;
};

/** The accept attribute of a file input for a list of extensions. */
export const acceptAttribute = (extensions: readonly string[]): string => extensions.map((e) => `.${e}`).join(',');
