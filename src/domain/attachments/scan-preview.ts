import { type AttachmentKind, extensionOf, imageExtensions, modelExtensions } from './file-acceptance';

/** The kinds of file a dentist may send a scan as (spec §3): the two models, and "Outros". */
const scanKinds: readonly AttachmentKind[] = ['MODEL_SUPERIOR', 'MODEL_INFERIOR', 'OTHERS'];

/** A stored file is shown in 3D when it is a scan: a model file in a slot that takes scans. */
export const hasScanPreview = (kind: AttachmentKind, fileName: string): boolean =>
  scanKinds.includes(kind) && (modelExtensions as readonly string[]).includes(extensionOf(fileName));

/** The photo slots of an order (spec §3), in the order the wizard shows them. */
export const photoKinds: readonly AttachmentKind[] = [
  'FACIAL_SIDE',
  'FACIAL_FRONTAL',
  'FACIAL_FRONTAL_SMILING',
  'INTRAORAL_SUPERIOR',
  'INTRAORAL_INFERIOR',
  'INTRAORAL_RIGHT',
  'INTRAORAL_FRONT',
  'INTRAORAL_LEFT',
];

/** Images a browser draws: photos, an X-ray sent as a picture, a picture among "Outros" (not DICOM). */
const imageKinds: readonly AttachmentKind[] = [...photoKinds, 'X_RAY', 'OTHERS'];

/** A file a browser draws as a picture, by its name: its preview is a thumbnail, not a 3D model. */
export const isPictureName = (fileName: string): boolean => (imageExtensions as readonly string[]).includes(extensionOf(fileName));

/** A stored picture is shown as a thumbnail beside its slot. */
export const hasImagePreview = (kind: AttachmentKind, fileName: string): boolean => imageKinds.includes(kind) && isPictureName(fileName);

/** What a file's preview is: a scan's 3D model, a picture's thumbnail, or none. */
export type PreviewFormat = 'MESH' | 'IMAGE';

export const previewFormatOf = (kind: AttachmentKind, fileName: string): PreviewFormat | undefined =>
  hasScanPreview(kind, fileName) ? 'MESH' : hasImagePreview(kind, fileName) ? 'IMAGE' : undefined;

/** The kinds and extensions that have a preview, for finding them in stored records (a kind only ever holds its own extensions). */
export const previewScope = { kinds: [...new Set([...scanKinds, ...imageKinds])], extensions: [...modelExtensions, ...imageExtensions] } as const;
