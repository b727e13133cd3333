export interface UploadStoreCacheTable {
  /** The tus upload id. */
  key: string;
  /** JSON text. */
  value: string;
}
