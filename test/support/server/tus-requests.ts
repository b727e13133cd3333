/** tus's version header, on every request of a resumable upload but OPTIONS. */
export const tus = { 'tus-resumable': '1.0.0' } as const;

/** tus's `Upload-Metadata`: each field's name and its value in base64, comma-separated. */
export const uploadMetadata = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');
