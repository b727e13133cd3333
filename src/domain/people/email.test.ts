import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invalidEmailMessage, isValidEmail } from './email';

describe('e-mail address', () => {
  it('accepts every ordinary address, with spaces around it', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 250),
        fc.constantFrom('', ' ', '\t'),
        (email, pad) => {
          expect(isValidEmail(pad + email + pad)).toBe(true);
        },
      ),
    );
  });

  it('refuses an address with anything but blank space around it, without a dotted domain, or with two @', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 240),
        fc.constantFrom('x y', '@', 'a b@'),
        (email, junk) => {
          expect(isValidEmail(`${junk} ${email}`)).toBe(false);
          expect(isValidEmail(`${email} ${junk}`)).toBe(false);
        },
      ),
    );
    for (const bad of ['dentista@', '@clinica.com.br', 'dentista@clinica', 'dentista@clinica.', 'den tista@clinica.com', 'a@@b.com', 'a@b..com'])
      expect([bad, isValidEmail(bad)]).toEqual([bad, false]);
  });

  it('takes up to 254 characters', () => {
    const of = (length: number) => `${'a'.repeat(length - '@clinica.com.br'.length)}@clinica.com.br`;
    expect([isValidEmail(of(254)), isValidEmail(of(255))]).toEqual([true, false]);
  });

  it('tells the person, in Portuguese, that the address is wrong', () => {
    expect(invalidEmailMessage).toBe('E-mail inválido');
  });
});
