import { attachmentKindLabels, type AttachmentKind, displayFileName } from '../../domain/attachments/file-acceptance';
import { hasScanPreview } from '../../domain/attachments/scan-preview';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import type { ScanSource } from './scan-viewer.view-model';
import { scanViewerTexts } from './scan-viewer.texts';

/** A stored file as the screens list it. */
export interface ScanFile {
  readonly id: string;
  readonly type: AttachmentKind;
  readonly name: string;
  readonly size: number;
}

export interface ScanViewerProps {
  readonly title: string;
  readonly sources: readonly ScanSource[];
}

export const scanViewerKind = dialogKind<ScanViewerProps>('scan-viewer');

const archOf = (type: AttachmentKind) => (type === 'MODEL_SUPERIOR' ? { arch: 'upper' as const } : type === 'MODEL_INFERIOR' ? { arch: 'lower' as const } : {});

/** Where a screen reads a file's preview and, if it offers one, its download. */
export interface ScanAddresses {
  readonly previewUrlOf: (attachmentId: string) => string;
  readonly downloadUrlOf?: (attachmentId: string) => string;
}

/** The viewer's source for a file that is shown in 3D, or undefined. */
export const scanSourceOf = (file: ScanFile, { previewUrlOf, downloadUrlOf }: ScanAddresses): ScanSource | undefined =>
  hasScanPreview(file.type, file.name)
    ? {
        previewUrl: previewUrlOf(file.id),
        label: attachmentKindLabels[file.type],
        name: displayFileName(file.name),
        size: file.size,
        ...archOf(file.type),
        ...(downloadUrlOf ? { downloadUrl: downloadUrlOf(file.id) } : {}),
      }
    : undefined;

/** Both arches, upper first, when both models are among the files; otherwise none. */
export const archSourcesOf = (files: readonly ScanFile[], addresses: ScanAddresses): readonly ScanSource[] => {
  const arches = (['MODEL_SUPERIOR', 'MODEL_INFERIOR'] as const).map((type) => files.find((f) => f.type === type)).map((f) => f && scanSourceOf(f, addresses));
  return arches.every((a) => a !== undefined) ? arches : [];
};

/** Opens one file in the viewer, titled with its slot. */
export const openScan = (modals: ModalQueue, file: ScanFile, addresses: ScanAddresses): void => {
  const source = scanSourceOf(file, addresses);
  if (source) modals.open(scanViewerKind, { title: `${source.label}: ${source.name}`, sources: [source] });
};

/** Opens both arches together, in occlusion, each toggled on and off. */
export const openArches = (modals: ModalQueue, files: readonly ScanFile[], addresses: ScanAddresses): void => {
  const sources = archSourcesOf(files, addresses);
  if (sources.length > 0) modals.open(scanViewerKind, { title: scanViewerTexts.archesTitle, sources });
};
