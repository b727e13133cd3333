/** Small real files of each accepted format, made in memory for the upload tests. */
export const sampleFiles = {
  binaryStl(triangles = 12): Buffer {
    const file = Buffer.alloc(84 + 50 * triangles);
    file.write('modelo binario', 0, 'ascii');
    file.writeUInt32LE(triangles, 80);
    for (let i = 0; i < triangles; i++) file.writeFloatLE(i, 84 + 50 * i + 12);
    return file;
  },
  asciiStl(): Buffer {
    return Buffer.from('solid arcada\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid arcada\n');
  },
  ply(): Buffer {
    return Buffer.from('ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nend_header\n0 0 0\n1 0 0\n0 1 0\n');
  },
  jpeg(): Buffer {
    return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200, 7), Buffer.from([0xff, 0xd9])]);
  },
  png(): Buffer {
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(120, 1)]);
  },
  dicom(): Buffer {
    return Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(64, 2)]);
  },
  pdf(): Buffer {
    return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  },
  /** An empty ZIP: only its end-of-directory record. */
  zip(): Buffer {
    return Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
  },
  /** A Windows executable, to be renamed and refused. */
  executable(): Buffer {
    return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
  },
};

/** A multipart/form-data body with one file, as a browser sends it. */
export const multipartBody = (fileName: string, content: Buffer, mimeType: string) => {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType || 'application/octet-stream'}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
