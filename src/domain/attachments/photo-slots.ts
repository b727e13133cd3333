import type { AttachmentKind } from './file-acceptance';
import { photoKinds } from './scan-preview';

/** Whether a slot is one of the photos', among which a photo may be moved. */
export const isPhotoKind = (kind: AttachmentKind): boolean => photoKinds.includes(kind);

/**
 * Where photos dropped together go: the empty photo slots, in the wizard's order, one per
 * photo; photos beyond the empty slots find none (fewer slots than `count` come back).
 */
export const photoSlotsFor = (occupied: readonly AttachmentKind[], count: number): AttachmentKind[] =>
  photoKinds.filter((kind) => !occupied.includes(kind)).slice(0, Math.max(0, count));
