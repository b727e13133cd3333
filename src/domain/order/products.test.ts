import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  AlignerProduct,
  alignerProductLabels,
  alignerProducts,
  hasPrescriptionForm,
  productCategoryOf,
  ProductKind,
  productKindLabels,
  productKindOf,
  Thickness,
  thicknessLabels,
  ContinuationProduct,
} from './products';

describe('products (spec §3)', () => {
  it('records retention plates as PLACA_CONTENCAO whatever item is set', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...alignerProducts), { nil: undefined }), (item) => {
        expect(productCategoryOf('PLACA_CONTENCAO', item)).toBe('PLACA_CONTENCAO');
      }),
    );
  });

  it('records the trio and its replacement as TRIO_ALINHADORES_CA, every other aligner as ALINHADORES', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...alignerProducts), { nil: undefined }), (item) => {
        const trio = item === 'ALIGNER_CA_TRIO' || item === 'ALIGNER_CA_TRIO_REPO';
        expect(productCategoryOf('ALINHADORES', item)).toBe(trio ? 'TRIO_ALINHADORES_CA' : 'ALINHADORES');
      }),
    );
    expect(productCategoryOf('ALINHADORES', 'ALIGNER_CA_SOFT')).toBe('ALINHADORES');
    expect(productCategoryOf('ALINHADORES', 'ALIGNER_CA_TRIO_REPO')).toBe('TRIO_ALINHADORES_CA');
  });

  it('reads the kind back from the category any kind and item record, and asks a prescription of aligners only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(ProductKind.keys) as ProductKind[])), fc.option(fc.constantFrom(...alignerProducts), { nil: undefined }), (kind, item) => {
        expect(productKindOf(productCategoryOf(kind, item))).toBe(kind);
        expect(hasPrescriptionForm(kind)).toBe(kind === 'ALINHADORES');
      }),
    );
    expect(productKindOf('TRIO_ALINHADORES_CA')).toBe('ALINHADORES');
  });

  it("lets an order follow its category's kind, and a draft without a product the aligners'", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(ProductKind.keys) as ProductKind[])),
        fc.option(fc.constantFrom(...alignerProducts), { nil: undefined }),
        fc.boolean(),
        (kind, item, chosen) => {
          expect(productKindOf(chosen ? productCategoryOf(kind, item) : null)).toBe(chosen ? kind : 'ALINHADORES');
        },
      ),
    );
  });

  it('names every product, kind and thickness in Portuguese, and decodes only those', () => {
    expect(alignerProducts).toEqual(['ALIGNER_CA_TRIO', 'ALIGNER_CA_TRIO_REPO', 'ALIGNER_CA_SOFT', 'ALIGNER_CA_MEDIUM', 'ALIGNER_CA_HARD']);
    for (const p of alignerProducts) expect(E.isRight(AlignerProduct.decode(p)) && alignerProductLabels[p].length > 0).toBe(true);
    expect(productKindLabels).toEqual({ ALINHADORES: 'Alinhador', PLACA_CONTENCAO: 'Contenção' });
    expect(thicknessLabels).toEqual({ THICKNESS_075: '0,75 mm', THICKNESS_100: '1,00 mm' });
    expect(alignerProductLabels.ALIGNER_CA_TRIO_REPO).toBe('Reposição – Trio de alinhadores');
    for (const t of ['THICKNESS_075', 'THICKNESS_100']) expect(Thickness.decode(t)).toEqual(E.right(t));
    for (const c of ['CA_TRIO', 'ALIGNER_CA_SOFT', 'ALIGNER_CA_MEDIUM', 'ALIGNER_CA_HARD']) expect(ContinuationProduct.decode(c)).toEqual(E.right(c));
    expect(E.isLeft(ContinuationProduct.decode('ALIGNER_CA_TRIO'))).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(E.isRight(ProductKind.decode(s))).toBe(Object.prototype.hasOwnProperty.call(productKindLabels, s));
        expect(E.isRight(Thickness.decode(s))).toBe(Object.prototype.hasOwnProperty.call(thicknessLabels, s));
        expect(E.isRight(AlignerProduct.decode(s))).toBe((alignerProducts as string[]).includes(s));
      }),
    );
  });
});
