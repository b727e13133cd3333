/** A UV sphere as triangles, written as the scanners write it: binary or ASCII STL and PLY. */
export type Triangle = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

export const sphere = (
  rings: number,
  segments: number,
  radius = 10,
  centre: readonly [number, number, number] = [3, -2, 5],
): { vertices: [number, number, number][]; faces: [number, number, number][] } => {
  const vertices: [number, number, number][] = [];
  for (let r = 0; r <= rings; r++) {
    const theta = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const phi = (s / segments) * 2 * Math.PI;
      vertices.push([centre[0] + radius * Math.sin(theta) * Math.cos(phi), centre[1] + radius * Math.cos(theta), centre[2] + radius * Math.sin(theta) * Math.sin(phi)]);
    }
  }
  const faces: [number, number, number][] = [];
  const at = (r: number, s: number) => r * (segments + 1) + s;
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      if (r > 0) faces.push([at(r, s), at(r + 1, s), at(r, s + 1)]);
      if (r < rings - 1) faces.push([at(r, s + 1), at(r + 1, s), at(r + 1, s + 1)]);
    }
  }
  return { vertices, faces };
};

type Mesh = ReturnType<typeof sphere>;

/**
 * A stand-in for a dental arch: a tube bent into a U (half a torus), wide from side to side,
 * low along the teeth's axis (Y), its curve toward +Z. Not symmetric under a turn, so a
 * rotated view looks different.
 */
export const archLike = (height = 0, bends = 96, around = 24, radius = 25, tube = 5): Mesh => {
  const vertices: [number, number, number][] = [];
  for (let b = 0; b <= bends; b++) {
    const u = (b / bends) * Math.PI;
    for (let a = 0; a <= around; a++) {
      const v = (a / around) * 2 * Math.PI;
      const r = radius + tube * Math.cos(v);
      vertices.push([r * Math.cos(u), height + tube * Math.sin(v), r * Math.sin(u)]);
    }
  }
  const faces: [number, number, number][] = [];
  const at = (b: number, a: number) => b * (around + 1) + a;
  for (let b = 0; b < bends; b++) {
    for (let a = 0; a < around; a++) {
      faces.push([at(b, a), at(b + 1, a), at(b, a + 1)], [at(b, a + 1), at(b + 1, a), at(b + 1, a + 1)]);
    }
  }
  return { vertices, faces };
};

export const binaryStl = ({ vertices, faces }: Mesh): Buffer => {
  const out = Buffer.alloc(84 + faces.length * 50);
  out.write('malha de teste', 0, 'ascii');
  out.writeUInt32LE(faces.length, 80);
  faces.forEach((face, i) => {
    const at = 84 + i * 50 + 12;
    face.forEach((v, k) => vertices[v]!.forEach((c, j) => out.writeFloatLE(c, at + k * 12 + j * 4)));
  });
  return out;
};

export const asciiStl = ({ vertices, faces }: Mesh): Buffer =>
  Buffer.from(
    `solid malha\n${faces.map((face) => `facet normal 0 0 0\nouter loop\n${face.map((v) => `vertex ${vertices[v]!.map((c) => Math.fround(c)).join(' ')}`).join('\n')}\nendloop\nendfacet`).join('\n')}\nendsolid malha\n`,
  );

export const asciiPly = ({ vertices, faces }: Mesh, colours = false): Buffer =>
  Buffer.from(
    [
      'ply',
      'format ascii 1.0',
      `element vertex ${vertices.length}`,
      'property float x',
      'property float y',
      'property float z',
      ...(colours ? ['property uchar red', 'property uchar green', 'property uchar blue'] : []),
      `element face ${faces.length}`,
      'property list uchar int vertex_indices',
      'end_header',
      ...vertices.map((v) => `${v.join(' ')}${colours ? ' 230 220 200' : ''}`),
      ...faces.map((f) => `3 ${f.join(' ')}`),
      '',
    ].join('\n'),
  );

export const binaryPly = ({ vertices, faces }: Mesh): Buffer => {
  const header = Buffer.from(
    [
      'ply',
      'format binary_little_endian 1.0',
      `element vertex ${vertices.length}`,
      'property float x',
      'property float y',
      'property float z',
      `element face ${faces.length}`,
      'property list uchar int vertex_indices',
      'end_header',
      '',
    ].join('\n'),
  );
  const body = Buffer.alloc(vertices.length * 12 + faces.length * 13);
  vertices.forEach((v, i) => v.forEach((c, j) => body.writeFloatLE(c, i * 12 + j * 4)));
  faces.forEach((f, i) => {
    const at = vertices.length * 12 + i * 13;
    body.writeUInt8(3, at);
    f.forEach((v, k) => body.writeInt32LE(v, at + 1 + k * 4));
  });
  return Buffer.concat([header, body]);
};

/**
 * The same surface as a triangle soup, as some scanners export it: every triangle has corners
 * of its own, each moved by a hair, so no two triangles share a vertex and nothing welds.
 */
export const triangleSoup = ({ vertices, faces }: Mesh): Mesh => {
  const soup: [number, number, number][] = [];
  faces.forEach((face, i) => face.forEach((v, k) => soup.push(vertices[v]!.map((c, j) => c + ((i * 3 + k + j) % 7) * 1e-4) as [number, number, number])));
  return { vertices: soup, faces: faces.map((_, i) => [i * 3, i * 3 + 1, i * 3 + 2]) };
};
