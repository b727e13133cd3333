const kb = 1024;
const mb = kb * 1024;

const twoDecimals = (n: number): string => n.toFixed(2).replace('.', ',');

/** Spec §5: a file size in KB (below one megabyte) or MB, with two decimals. */
export const formatFileSize = (bytes: number): string => (bytes < mb ? `${twoDecimals(bytes / kb)} KB` : `${twoDecimals(bytes / mb)} MB`);
