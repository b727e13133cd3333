/** Where a scan's 3D preview stands: waiting, being built, stored beside the scan, or impossible. */
export type ScanPreviewStatus = 'PENDING' | 'BUILDING' | 'READY' | 'FAILED';
/** Why a file has no preview: its mesh does not parse, holds no surface, its picture does not decode, or builds kept failing. */
export type ScanPreviewFailure = 'BROKEN_MESH' | 'EMPTY_MESH' | 'BROKEN_IMAGE' | 'GAVE_UP';

export interface ScanPreviewsTable {
  attachment_id: string;
  status: ScanPreviewStatus;
  attempts: number;
  leased_until: Date | null;
  failure: ScanPreviewFailure | null;
  source_triangles: number | null;
  triangles: number | null;
  size: number | null;
  created_at: Date;
  updated_at: Date;
}
