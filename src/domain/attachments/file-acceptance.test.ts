import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsFile, displayFileName, extensionOf, extensionsByKind, modelExtensions } from './file-acceptance';

// Every extension some slot takes.
const caseExtensions = [...new Set(Object.values(extensionsByKind).flat())];
import { contentMatchesExtension } from './content-signature';

const base = fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom(...'abcdefghij _-()'.split('')) });
const anyCase = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));

describe('file acceptance', () => {
  it('accepts every allowed extension in any case, with no reported type', () => {
    fc.assert(
      fc.property(base, fc.constantFrom(...caseExtensions).chain(anyCase), (name, ext) => {
        expect(acceptsFile(caseExtensions, `${name}.${ext}`, '')).toBe(true);
      }),
    );
  });

  it('refuses extensions outside the list, and files without one', () => {
    fc.assert(
      fc.property(base, fc.constantFrom('exe', 'zip', 'docx', 'gif', 'heic', 'obj'), (name, ext) => {
        expect(acceptsFile(caseExtensions, `${name}.${ext}`, '')).toBe(false);
      }),
    );
    expect(acceptsFile(modelExtensions, 'modelo', '')).toBe(false);
    expect(acceptsFile(modelExtensions, 'foto.jpg', 'image/jpeg')).toBe(false);
  });

  it('refuses a reported type that does not fit the extension', () => {
    expect(acceptsFile(extensionsByKind.FACIAL_SIDE, 'perfil.PNG', 'image/png')).toBe(true);
    expect(acceptsFile(extensionsByKind.FACIAL_SIDE, 'perfil.png', 'application/x-msdownload')).toBe(false);
    expect(acceptsFile(extensionsByKind.X_RAY, 'rx.dcm', 'application/dicom')).toBe(true);
    expect(acceptsFile(extensionsByKind.OTHERS, 'modelo.stl', 'model/stl')).toBe(true);
  });

  it('knows the lists of spec §3 for each kind', () => {
    expect(extensionsByKind.MODEL_SUPERIOR).toEqual(['stl', 'ply']);
    expect(extensionsByKind.X_RAY).toEqual(['jpg', 'jpeg', 'png', 'dcm', 'dcm30']);
    expect(extensionsByKind.OTHERS).toEqual(['jpg', 'jpeg', 'png', 'stl']);
  });

  it('shows a stored name without its trailing 36-character id', () => {
    fc.assert(
      fc.property(base, fc.uuid(), fc.constantFrom('stl', 'jpg', 'pdf'), (name, id, ext) => {
        expect(displayFileName(`${name}-${id}.${ext}`)).toBe(`${name}.${ext}`);
        expect(displayFileName(`${name}.${ext}`)).toBe(`${name}.${ext}`);
      }),
    );
    expect(extensionOf('a.b.DCM30')).toBe('dcm30');
  });
});

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('content signatures', () => {
  it('recognises each format by its first bytes', () => {
    expect(contentMatchesExtension('jpg', bytes([0xff, 0xd8, 0xff, 0xe0]), 100)).toBe(true);
    expect(contentMatchesExtension('png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 100)).toBe(true);
    expect(contentMatchesExtension('pdf', bytes('%PDF-1.7'), 100)).toBe(true);
    expect(contentMatchesExtension('ply', bytes('ply\nformat ascii 1.0\n'), 100)).toBe(true);
    expect(contentMatchesExtension('stl', bytes('solid modelo\n'), 100)).toBe(true);
    expect(contentMatchesExtension('dcm', bytes(new Array(128).fill(0), 'DICM'), 200)).toBe(true);
  });

  it('checks a binary STL by its triangle count against its size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const head = new Uint8Array(84);
        new DataView(head.buffer).setUint32(80, count, true);
        expect(contentMatchesExtension('stl', head, 84 + 50 * count)).toBe(true);
        expect(contentMatchesExtension('stl', head, 84 + 50 * count + 1)).toBe(false);
      }),
    );
  });

  it('refuses a renamed executable whatever extension it claims', () => {
    const exe = bytes('MZ', new Array(130).fill(0x90));
    for (const ext of ['jpg', 'png', 'pdf', 'ply', 'stl', 'dcm']) expect(contentMatchesExtension(ext, exe, 4096)).toBe(false);
  });
});
