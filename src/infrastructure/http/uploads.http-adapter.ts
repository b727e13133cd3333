import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { ApiResult } from '../../application/ports/api-error';
import type { PickedFile, UploadsGateway } from '../../application/ports/uploads-gateway';
import { type ApiClient, uploadWithProgress } from './api-client';

export class UploadsHttpAdapter implements UploadsGateway {
  constructor(private readonly api: ApiClient) {}
  upload(kind: AttachmentKind, file: PickedFile, onProgress: (fraction: number) => void): ApiResult<AttachmentUploaded> {
    return uploadWithProgress(this.api, orderEndpoints.upload, { query: { kind } }, file.blob, file.name, onProgress);
  }
  scanPreviewUrl(attachmentId: string): string {
    return this.api.href(orderEndpoints.scanPreview, { params: { id: attachmentId } });
  }
}
