import type { AttachmentKind } from '../../../domain/attachments/file-acceptance';

export interface ResumableUploadsTable {
  /** The tus upload id (the last segment of its URL). */
  id: string;
  owner_id: string;
  kind: AttachmentKind;
  file_name: string;
  size: number;
  created_at: Date;
  finished_at: Date | null;
  attachment_id: string | null;
}
