import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchKey } from './search-text';

describe('search key', () => {
  it('finds a name whatever the accents and case typed', () => {
    expect(searchKey('  João  da CONCEIÇÃO ')).toBe('joao da conceicao');
    expect(searchKey('Ângela Müller')).toBe(searchKey('angela muller'));
  });

  it('is idempotent and has no upper case, no accents and no doubled spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const key = searchKey(s);
        expect(searchKey(key)).toBe(key);
        expect(key).toBe(key.trim());
        expect(/\s\s/.test(key)).toBe(false);
        expect(/\p{Diacritic}/u.test(key.normalize('NFD'))).toBe(false);
      }),
    );
  });
});
