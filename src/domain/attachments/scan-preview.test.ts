import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsFile, type AttachmentKind, extensionsByKind } from './file-acceptance';
import { hasImagePreview, hasScanPreview, isPictureName, photoKinds, previewFormatOf, previewScope } from './scan-preview';

const anyName = fc.string({ unit: 'grapheme', maxLength: 40 });
const anyCase = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
const acceptedFile = (kind: AttachmentKind) => fc.tuple(anyName, fc.constantFrom(...extensionsByKind[kind]).chain(anyCase)).map(([base, ext]) => `${base}.${ext}`);
const nonScanKinds = (Object.keys(extensionsByKind) as AttachmentKind[]).filter((k) => !['MODEL_SUPERIOR', 'MODEL_INFERIOR', 'OTHERS'].includes(k));

describe('which files are shown in 3D', () => {
  it('every file a model slot accepts is shown in 3D, whatever its name', () => {
    fc.assert(
      fc.property(fc.constantFrom<AttachmentKind>('MODEL_SUPERIOR', 'MODEL_INFERIOR'), anyName, fc.constantFrom('stl', 'ply', 'STL', 'Ply'), (kind, base, ext) => {
        const name = `${base}.${ext}`;
        expect(acceptsFile(extensionsByKind[kind], name, '')).toBe(true);
        expect(hasScanPreview(kind, name)).toBe(true);
      }),
    );
  });

  it('among "Outros", the STL files are shown in 3D and the photos are not', () => {
    fc.assert(
      fc.property(acceptedFile('OTHERS'), (name) => {
        expect(hasScanPreview('OTHERS', name)).toBe(/\.stl$/i.test(name));
      }),
    );
  });

  it('no file of a photo, X-ray or planning slot is shown in 3D, even one named like a scan', () => {
    fc.assert(
      fc.property(fc.constantFrom(...nonScanKinds), anyName, fc.constantFrom('stl', 'ply', 'jpg', 'png', 'dcm', 'pdf'), (kind, base, ext) => {
        expect(hasScanPreview(kind, `${base}.${ext}`)).toBe(false);
      }),
    );
  });

  it('a name whose last extension is not a model format has no 3D view', () => {
    fc.assert(
      fc.property(fc.constantFrom<AttachmentKind>('MODEL_SUPERIOR', 'OTHERS'), anyName, fc.string({ unit: 'grapheme', maxLength: 6 }), (kind, base, ext) => {
        fc.pre(!/^(stl|ply)$/i.test(ext) && !ext.includes('.'));
        expect(hasScanPreview(kind, `${base}.stl.${ext}`)).toBe(false);
      }),
    );
  });

  it('shows a picture of a photo slot, the X-ray or "Outros" as a thumbnail, and a scan in 3D, by the file sent', () => {
    const kinds = Object.keys(extensionsByKind) as AttachmentKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anyName, fc.constantFrom('jpg', 'JPEG', 'png', 'stl', 'ply', 'dcm', 'pdf', 'zip'), (kind, base, ext) => {
        const name = `${base}.${ext}`;
        const picture = ['jpg', 'jpeg', 'png'].includes(ext.toLowerCase());
        expect(isPictureName(name)).toBe(picture);
        const drawn = [...photoKinds, 'X_RAY', 'OTHERS'].includes(kind) && picture;
        expect(hasImagePreview(kind, name)).toBe(drawn);
        expect(previewFormatOf(kind, name)).toBe(hasScanPreview(kind, name) ? 'MESH' : drawn ? 'IMAGE' : undefined);
      }),
    );
    // The wizard's eight photo slots, in its order.
    expect(photoKinds).toEqual([
      'FACIAL_SIDE',
      'FACIAL_FRONTAL',
      'FACIAL_FRONTAL_SMILING',
      'INTRAORAL_SUPERIOR',
      'INTRAORAL_INFERIOR',
      'INTRAORAL_RIGHT',
      'INTRAORAL_FRONT',
      'INTRAORAL_LEFT',
    ]);
    for (const kind of photoKinds) expect([kind, hasImagePreview(kind, 'rosto.jpg')]).toEqual([kind, true]);
    expect(hasImagePreview('X_RAY', 'panoramica.png')).toBe(true);
    expect(hasImagePreview('OTHERS', 'foto.jpeg')).toBe(true);
    expect(hasImagePreview('MODEL_SUPERIOR', 'arcada.png')).toBe(false);
    expect(previewScope.kinds).toEqual(expect.arrayContaining(['MODEL_SUPERIOR', 'MODEL_INFERIOR', 'OTHERS', 'X_RAY', ...photoKinds]));
  });
});
