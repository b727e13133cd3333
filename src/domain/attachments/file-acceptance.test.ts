import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptAttribute,
  acceptsFile,
  type AttachmentKind,
  attachmentKindLabels,
  displayFileName,
  extensionOf,
  extensionsByKind,
  isStaffOnlyKind,
  maxOtherFiles,
  modelExtensions,
  roomForOtherFile,
  stagesUploadLimitBytes,
  telltaleType,
  tooManyOthersMessage,
  uploadLimitOf,
} from './file-acceptance';

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
      fc.property(base, fc.constantFrom('exe', 'rar', 'docx', 'gif', 'heic', 'obj'), (name, ext) => {
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
    for (const ext of ['jpg', 'png', 'pdf', 'ply', 'stl', 'dcm', 'zip']) expect(contentMatchesExtension(ext, exe, 4096)).toBe(false);
  });
});

describe('content signatures, byte by byte', () => {
  const signatures: readonly (readonly [string, Uint8Array])[] = [
    ['jpg', bytes([0xff, 0xd8, 0xff])],
    ['jpeg', bytes([0xff, 0xd8, 0xff])],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['pdf', bytes('%PDF-')],
    ['dcm', bytes(new Array(128).fill(0), 'DICM')],
    ['dcm30', bytes(new Array(128).fill(0), 'DICM')],
    ['ply', bytes('ply\n')],
    ['stl', bytes('solid ')],
    ['zip', bytes([0x50, 0x4b, 0x03, 0x04])],
  ];

  it('recognises each signature followed by anything, and refuses it with any one byte changed or cut short', () => {
    for (const [ext, signature] of signatures) {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat(signature.length - 1), fc.integer({ min: 1, max: 255 }), (tail, at, delta) => {
          const file = Uint8Array.from([...signature, ...tail]);
          expect([ext, contentMatchesExtension(ext, file, 10_000)]).toEqual([ext, true]);
          // DICOM's preamble is free: only its four letters count.
          if (ext.startsWith('dcm') && at < 128) return;
          const changed = Uint8Array.from(file);
          changed[at] = (changed[at]! + delta) % 256;
          const stillAscii = ext === 'stl' && at >= 5;
          if (!stillAscii) expect([ext, at, contentMatchesExtension(ext, changed, 10_000)]).toEqual([ext, at, false]);
          expect([ext, contentMatchesExtension(ext, signature.subarray(0, signature.length - 1), 10_000)]).toEqual([ext, false]);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('takes a PLY header with CRLF, an ASCII STL after blank space, and refuses the word solid alone', () => {
    expect(contentMatchesExtension('ply', bytes('ply\r\nformat binary_little_endian 1.0'), 100)).toBe(true);
    expect(contentMatchesExtension('ply', bytes(' ply\n'), 100)).toBe(false);
    expect(contentMatchesExtension('ply', bytes('plyx\n'), 100)).toBe(false);
    expect(contentMatchesExtension('stl', bytes('  \n\tsolid arcada'), 100)).toBe(true);
    expect(contentMatchesExtension('stl', bytes('solid'), 100)).toBe(false);
    expect(contentMatchesExtension('stl', bytes('solidworks export'), 100)).toBe(true);
    expect(contentMatchesExtension('stl', bytes('x solid arcada'), 100)).toBe(false);
    expect(contentMatchesExtension('dcm', bytes('DICM', new Array(128).fill(0)), 200)).toBe(false);
    expect(contentMatchesExtension('exe', bytes('%PDF-'), 100)).toBe(false);
  });

  it('reads a binary STL’s triangle count as four little-endian bytes, up to the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (count) => {
        const head = new Uint8Array(100).fill(0x41);
        new DataView(head.buffer).setUint32(80, count, true);
        expect(contentMatchesExtension('stl', head, 84 + 50 * count)).toBe(true);
        expect(contentMatchesExtension('stl', head, 84 + 50 * count - 1)).toBe(false);
        expect(contentMatchesExtension('stl', head.subarray(0, 83), 84 + 50 * count)).toBe(false);
      }),
    );
  });
});

describe('file names and types', () => {
  it('takes the last extension, lower case, and none without a dot', () => {
    fc.assert(
      fc.property(base, fc.constantFrom(...caseExtensions), (name, ext) => {
        expect(extensionOf(`${name}.tar.${ext.toUpperCase()}`)).toBe(ext);
        expect(extensionOf(name.replace(/\./g, ''))).toBe('');
        expect(extensionOf(`${name}.`)).toBe('');
      }),
    );
  });

  it('accepts the types a browser reports for each extension, in any case, and no other', () => {
    expect(acceptsFile(['jpg'], 'a.jpg', 'IMAGE/JPEG')).toBe(true);
    expect(acceptsFile(['jpg'], 'a.jpg', 'image/pjpeg')).toBe(true);
    expect(acceptsFile(['jpg'], 'a.jpg', 'image/png')).toBe(false);
    expect(acceptsFile(['stl'], 'a.stl', 'model/stl')).toBe(true);
    expect(acceptsFile(['stl'], 'a.stl', 'application/sla')).toBe(true);
    expect(acceptsFile(['ply'], 'a.ply', 'model/ply')).toBe(true);
    expect(acceptsFile(['dcm'], 'a.dcm', 'application/dicom')).toBe(true);
    expect(acceptsFile(['pdf'], 'a.pdf', 'image/png')).toBe(false);
    expect(acceptsFile(['pdf'], 'a.pdf', '')).toBe(true);
    expect(acceptsFile(['pdf'], 'a.png', '')).toBe(false);
  });

  it('builds the accept attribute from the extensions, dotted and comma-separated', () => {
    expect(acceptAttribute(['jpg', 'png'])).toBe('.jpg,.png');
    expect(acceptAttribute([])).toBe('');
  });

  it('hides the id after any separator, and keeps a name that is only an id', () => {
    const id = '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e';
    expect(displayFileName(`perfil_${id}.jpg`)).toBe('perfil.jpg');
    expect(displayFileName(`perfil.${id}.jpg`)).toBe('perfil.jpg');
    expect(displayFileName(`perfil${id}`)).toBe('perfil');
    expect(displayFileName(`${id}.jpg`)).toBe(`${id}.jpg`);
    expect(displayFileName('perfil.jpg')).toBe('perfil.jpg');
  });

  it('names every kind in Portuguese, and takes at most five other files', () => {
    for (const kind of Object.keys(extensionsByKind)) expect(attachmentKindLabels[kind as keyof typeof attachmentKindLabels].length).toBeGreaterThan(3);
    expect(maxOtherFiles).toBe(5);
    expect(extensionsByKind.PLANNING_FILE).toEqual(['pdf']);
    expect(extensionsByKind.X_RAY).toEqual(['jpg', 'jpeg', 'png', 'dcm', 'dcm30']);
  });

  it('accepts every type browsers are seen to report for a scan, an X-ray or a document, and refuses it under another extension that has not', () => {
    const reported: readonly (readonly [string, string])[] = [
      ['foto.jpg', 'image/jpeg'],
      ['foto.jpeg', 'image/jpeg'],
      ['foto.jpg', 'image/pjpeg'],
      ['foto.jpeg', 'image/pjpeg'],
      ['foto.png', 'image/png'],
      ['arcada.stl', 'model/stl'],
      ['arcada.stl', 'application/sla'],
      ['arcada.stl', 'application/vnd.ms-pki.stl'],
      ['arcada.stl', 'model/x.stl-binary'],
      ['arcada.stl', 'model/x.stl-ascii'],
      ['arcada.ply', 'model/ply'],
      ['arcada.ply', 'application/ply'],
      ['tomografia.dcm', 'application/dicom'],
      ['tomografia.dcm30', 'application/dicom'],
      ['laudo.pdf', 'application/pdf'],
    ];
    const all = caseExtensions;
    for (const [name, type] of reported) {
      expect(acceptsFile(all, name, type), `${name} ${type}`).toBe(true);
      for (const ext of all) {
        const seen = reported.some(([n, t]) => extensionOf(n) === ext && t === type);
        expect(acceptsFile(all, `arquivo.${ext}`, type), `${ext} ${type}`).toBe(seen);
      }
    }
  });

  it('reads the generic types sent for unknown files, and malformed ones, as no type at all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...caseExtensions), fc.constantFrom('application/octet-stream', 'text/plain', ' TEXT/PLAIN ', 'imagem jpeg', '', 'x/'), (ext, type) => {
        expect(telltaleType(type)).toBe('');
        expect(acceptsFile([ext], `arquivo.${ext}`, type)).toBe(true);
      }),
    );
    expect(telltaleType(' Model/STL ')).toBe('model/stl');
  });

  it('takes a hidden file’s name as its extension, and accepts an allowed extension it has no types for only without a type', () => {
    expect(extensionOf('.stl')).toBe('stl');
    expect(acceptsFile(['7z'], 'modelos.7z', '')).toBe(true);
    expect(acceptsFile(['7z'], 'modelos.7z', 'application/x-7z-compressed')).toBe(false);
  });

  it('keeps the planners’ files and the bank’s boletos to the staff, every order slot to the dentist too', () => {
    for (const kind of Object.keys(extensionsByKind) as AttachmentKind[])
      expect([kind, isStaffOnlyKind(kind)]).toEqual([kind, ['PLANNING_FILE', 'PLANNING_STAGES', 'BOLETO'].includes(kind)]);
    expect(extensionsByKind.PLANNING_STAGES).toEqual(['zip']);
    expect(extensionsByKind.BOLETO).toEqual(['pdf']);
    expect(acceptsFile(extensionsByKind.PLANNING_STAGES, 'etapas.ZIP', 'application/x-zip-compressed')).toBe(true);
    expect(acceptsFile(extensionsByKind.PLANNING_STAGES, 'etapas.zip', 'application/zip')).toBe(true);
    expect(acceptsFile(extensionsByKind.PLANNING_STAGES, 'etapas.zip', 'application/pdf')).toBe(false);
  });

  it('takes a stage models’ ZIP up to 2 GB, or the portal’s limit when larger, and every other file up to the portal’s limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(extensionsByKind) as AttachmentKind[])), fc.integer({ min: 1, max: 8 * 1024 ** 3 }), (kind, portal) => {
        expect(uploadLimitOf(kind, portal)).toBe(kind === 'PLANNING_STAGES' ? Math.max(2 * 1024 ** 3, portal) : portal);
      }),
    );
    expect(stagesUploadLimitBytes).toBe(2_147_483_648);
  });

  it('takes up to five files among “Outros arquivos”, and says so for a sixth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (already) => {
        expect(roomForOtherFile(already)).toBe(already < 5);
      }),
    );
    expect(maxOtherFiles).toBe(5);
    expect(tooManyOthersMessage).toBe('Você pode enviar até 5 arquivos em Outros arquivos.');
  });

  it('hears a type only when it is well formed from end to end, and shows a stored name without its id from its very start', () => {
    for (const odd of [' image/png;', 'image/png x', 'x image/png', 'image/png/', '/png']) expect([odd, telltaleType(odd)]).toEqual([odd, '']);
    expect(telltaleType(' IMAGE/PNG ')).toBe('image/png');
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(displayFileName(`arcada_${id}.stl`)).toBe('arcada.stl');
    expect(displayFileName(`x/arcada_${id}.stl.bak`)).toBe(`x/arcada_${id}.stl.bak`);
    expect(displayFileName(`arcada_${id}.stl-copia`)).toBe('arcada.stl-copia');
    expect(displayFileName(`arcada_${id}x`)).toBe(`arcada_${id}x`);
    // Taken from its very start: a name broken over two lines is shown as it is.
    expect(displayFileName(`a\nb_${id}.stl`)).toBe(`a\nb_${id}.stl`);
  });
});
