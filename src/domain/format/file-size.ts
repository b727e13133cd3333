const kb = 1024;
const mb = kb * 1024;

const twoDecimals = (n: number): string => n.toFixed(2).replace('.', ',');

/** Spec §5: a file size in kb (below one megabyte) or mb, with two decimals. */
export const formatFileSize = (bytes: number): string => (bytes < mb ? `${twoDecimals(bytes / kb)} kb` : `${twoDecimals(bytes / mb)} mb`);
