import type { PickedFile } from '../../application/ports/uploads-gateway';

/** A file the person chose or dropped, as the upload ports take it. */
export const pickedFile = (file: File): PickedFile => ({ name: file.name, size: file.size, type: file.type, blob: file });
