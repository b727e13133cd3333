/* eslint-disable @typescript-eslint/no-non-null-assertion -- bytes read at offsets below the header length checked first */
/** Bytes to read from the start of a file to recognise its content. */
export const signatureLength = 132;

// Past the end of `head` a byte reads as undefined, which matches nothing.
const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean => bytes.every((b, i) => head[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const asciiStart = (head: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < Math.min(head.length, 16); i++) text += String.fromCharCode(head[i]!);
  return text;
};

/** Binary STL: an 80-byte header, a triangle count, then 50 bytes per triangle. */
const isBinaryStl = (head: Uint8Array, size: number): boolean => {
  if (head.length < 84) return false;
  const count = (head[80]! | (head[81]! << 8) | (head[82]! << 16) | (head[83]! << 24)) >>> 0;
  return size === 84 + 50 * count;
};

/**
 * Decisions §10: whether a file's first bytes (and its size) are what its extension says:
 * JPEG and PNG signatures, PDF, ZIP, DICOM's `DICM` at byte 128, PLY's header, ASCII or binary STL.
 */
export const contentMatchesExtension = (extension: string, head: Uint8Array, size: number): boolean => {
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'zip':
      // A local file header; an empty archive starts with its end record.
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
    case 'dcm':
    case 'dcm30':
      return startsWith(head, ascii('DICM'), 128);
    case 'ply':
      return /^ply\r?\n/.test(asciiStart(head));
    case 'stl':
      return isBinaryStl(head, size) || /^\s*solid[\s\S]/.test(asciiStart(head));
    default:
      return false;
  }
};
