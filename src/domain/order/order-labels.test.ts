import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  arcadesLabel,
  CaseType,
  caseTypeLabel,
  categoriesReadAs,
  ModelProvideType,
  modelProvideTypeLabel,
  ProductCategory,
  productCategoryLabel,
  productFilterChoices,
} from './order-labels';

describe('order labels', () => {
  it('names the arcades as the specification does', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (sup, inf) => {
        const label = arcadesLabel(sup, inf);
        const expected = sup && inf ? 'Ambas' : sup ? 'Superior' : inf ? 'Inferior' : '';
        expect(label).toBe(expected);
        expect(label === '').toBe(!sup && !inf);
      }),
    );
  });

  it('names each way of sending the models differently, never by its code', () => {
    const types = Object.keys(ModelProvideType.keys) as ModelProvideType[];
    const labels = types.map(modelProvideTypeLabel);
    expect(new Set(labels).size).toBe(types.length);
    for (const [i, label] of labels.entries()) expect(label).not.toContain(types[i]);
    expect(types.map((t) => [t, modelProvideTypeLabel(t)])).toEqual([
      ['UPLOAD', 'Arquivos enviados'],
      ['MODEL_URL', 'Link dos modelos'],
      ['PHYSICAL_DELIVERY', 'Entrega física'],
    ]);
  });

  it('labels case types and product categories in Portuguese', () => {
    expect(caseTypeLabel('CASO_NOVO')).toBe('Caso Novo');
    expect(caseTypeLabel('CASO_CONTINUACAO')).toBe('Continuação (novas etapas)');
    expect(productCategoryLabel('TRIO_ALINHADORES_CA')).toBe('Alinhador');
    expect(productCategoryLabel('ALINHADORES')).toBe('Alinhador');
    expect(productCategoryLabel('PLACA_CONTENCAO')).toBe('Contenção');
  });

  it('decodes exactly the case types, product categories and ways of sending models of the API', () => {
    const cases: readonly [{ is: (u: unknown) => boolean }, readonly string[]][] = [
      [CaseType, ['CASO_NOVO', 'CASO_CONTINUACAO']],
      [ProductCategory, ['ALINHADORES', 'TRIO_ALINHADORES_CA', 'PLACA_CONTENCAO']],
      [ModelProvideType, ['UPLOAD', 'MODEL_URL', 'PHYSICAL_DELIVERY']],
    ];
    for (const [codec, values] of cases) {
      for (const v of values) expect([v, codec.is(v)]).toEqual([v, true]);
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme' }).filter((s) => !values.includes(s)),
          (s) => {
            expect(codec.is(s)).toBe(false);
          },
        ),
      );
    }
  });
});

describe('product filters', () => {
  it('offer each label once, and find by one every category read the same way', () => {
    const labels = productFilterChoices.map(productCategoryLabel);
    expect(labels).toEqual([...new Set(labels)]);
    expect(new Set(labels)).toEqual(new Set(Object.keys(ProductCategory.keys).map((c) => productCategoryLabel(c as ProductCategory))));
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(ProductCategory.keys) as ProductCategory[])), (category) => {
        const found = categoriesReadAs(category);
        expect(found).toContain(category);
        for (const c of Object.keys(ProductCategory.keys) as ProductCategory[]) expect(found.includes(c)).toBe(productCategoryLabel(c) === productCategoryLabel(category));
      }),
    );
    expect(categoriesReadAs('TRIO_ALINHADORES_CA')).toEqual(['ALINHADORES', 'TRIO_ALINHADORES_CA']);
    expect(productFilterChoices).toEqual(['ALINHADORES', 'PLACA_CONTENCAO']);
  });
});
