import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planningNotesErrors, productQuantityErrors } from './planning-forms';

describe('planning notes form', () => {
  it('takes no link or an https link, and names the problem of any other', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), fc.constantFrom('', ' '), (url, pad) => {
        expect(planningNotesErrors({ comment: '', viewerUrl: pad + url + pad })).toEqual({});
      }),
    );
    expect(planningNotesErrors({ comment: 'x', viewerUrl: '  ' })).toEqual({});
    for (const bad of ['http://viewer.example/1', 'viewer.example/1', 'https://viewer example/1'])
      expect(planningNotesErrors({ comment: '', viewerUrl: bad })).toEqual({ viewerUrl: 'O link do visualizador 3D precisa começar com https:// e não pode ter espaços.' });
  });

  it('takes quantities of 1 to 100 as typed, and explains any other', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 250 }), (n) => {
        expect(productQuantityErrors({ quantity: String(n) })).toEqual(n >= 1 && n <= 100 ? {} : { quantity: 'A quantidade vai de 1 a 100.' });
      }),
    );
    for (const typed of ['', '1,5', 'dez', '1e2']) expect(productQuantityErrors({ quantity: typed })).toEqual({ quantity: 'A quantidade vai de 1 a 100.' });
  });
});
