import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Observable } from 'rxjs';
import type { ApiResult } from './api-error';

/** A file picked in the browser, as the upload needs it. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** The bytes, handed to the transport as they are. */
  readonly blob: Blob;
}

/** Where an upload stands while it runs. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
  /** The connection dropped: it is being tried again, by itself. */
  readonly reconnecting: boolean;
}

export interface UploadsGateway {
  /**
   * Sends a file for a slot, resumably: it reports its progress, pauses while `paused$` says
   * so and goes on from where the server stands, and resolves once the file is an attachment.
   */
  upload(kind: AttachmentKind, file: PickedFile, onProgress: (progress: UploadProgress) => void, paused$?: Observable<boolean>): ApiResult<AttachmentUploaded>;
  /** The 3D preview of a scan the dentist sent. */
  scanPreviewUrl(attachmentId: string): string;
}
