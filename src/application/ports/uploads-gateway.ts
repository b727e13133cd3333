import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { ApiResult } from './api-error';

/** A file picked in the browser, as the upload needs it. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** The bytes, handed to the transport as they are. */
  readonly blob: Blob;
}

export interface UploadsGateway {
  /** Sends a file for a slot, reporting progress from 0 to 1. */
  upload(kind: AttachmentKind, file: PickedFile, onProgress: (fraction: number) => void): ApiResult<AttachmentUploaded>;
  /** The 3D preview of a scan the dentist sent (issue 18). */
  scanPreviewUrl(attachmentId: string): string;
}
