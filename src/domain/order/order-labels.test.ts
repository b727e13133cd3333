import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arcadesLabel, caseTypeLabel, productCategoryLabel } from './order-labels';

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

  it('labels case types and product categories in Portuguese', () => {
    expect(caseTypeLabel('CASO_NOVO')).toBe('Caso Novo');
    expect(caseTypeLabel('CASO_CONTINUACAO')).toBe('Continuação (novas etapas)');
    expect(productCategoryLabel('TRIO_ALINHADORES_CA')).toBe('Alinhador');
    expect(productCategoryLabel('ALINHADORES')).toBe('Alinhador');
    expect(productCategoryLabel('PLACA_CONTENCAO')).toBe('Contenção');
  });
});
