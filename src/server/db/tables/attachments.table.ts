import type { AttachmentKind } from '../../../domain/attachments/file-acceptance';

export interface AttachmentsTable {
  id: string;
  /** Where the bytes are in storage. */
  storage_key: string;
  owner_id: string;
  kind: AttachmentKind;
  name: string;
  size: number;
  content_type: string;
  created_at: Date;
}

export interface OrderAttachmentsTable {
  order_id: string;
  attachment_id: string;
  type: AttachmentKind;
}
