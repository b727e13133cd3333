import { type AttachmentKind, extensionOf, modelExtensions } from './file-acceptance';

/** The kinds of file a dentist may send a scan as (spec §3): the two models, and "Outros". */
const scanKinds: readonly AttachmentKind[] = ['MODEL_SUPERIOR', 'MODEL_INFERIOR', 'OTHERS'];

/** Issue 18: a stored file is shown in 3D when it is a scan: a model file in a slot that takes scans. */
export const hasScanPreview = (kind: AttachmentKind, fileName: string): boolean =>
  scanKinds.includes(kind) && (modelExtensions as readonly string[]).includes(extensionOf(fileName));

/** The kinds and extensions `hasScanPreview` accepts, for finding scans in stored records. */
export const scanPreviewScope = { kinds: scanKinds, extensions: modelExtensions } as const;
