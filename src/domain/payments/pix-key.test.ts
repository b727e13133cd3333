import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCnpj, formatCpf } from '../people/document';
import { validAlphanumericCnpj, validCnpj, validCpf } from '../people/document.arbitrary';
import { pixKeyOf } from './pix-key';

describe('a Pix key as written', () => {
  it('is a CPF’s or a CNPJ’s bare characters, masked or not, a CNPJ’s letters upper-case', () => {
    fc.assert(
      fc.property(fc.oneof(validCnpj, validAlphanumericCnpj), fc.boolean(), fc.boolean(), (cnpj, masked, lower) => {
        const written = masked ? formatCnpj(cnpj) : cnpj;
        expect(pixKeyOf(` ${lower ? written.toLowerCase() : written} `)).toBe(cnpj);
      }),
    );
    fc.assert(
      fc.property(validCpf, fc.boolean(), (cpf, masked) => {
        expect(pixKeyOf(masked ? formatCpf(cpf) : cpf)).toBe(cpf);
      }),
    );
    expect(pixKeyOf('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('keeps an e-mail, a phone, a random key or anything else as written, trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.uuid(), fc.stringMatching(/^\+55\d{11}$/), fc.string({ unit: 'binary', maxLength: 40 })), (key) => {
        fc.pre(!/^[0-9A-Za-z./-]+$/.test(key.trim()) || !/^\d{11}$|^[0-9A-Z]{12}\d\d$/.test(key.replace(/[^0-9A-Za-z]/g, '').toUpperCase()));
        expect(pixKeyOf(` ${key}\n`)).toBe(key.trim());
      }),
    );
    // Eleven digits that are no CPF, or a CPF written with letters around it, are not read as one.
    expect(pixKeyOf('12345678900')).toBe('12345678900');
    expect(pixKeyOf('cpf52998224725')).toBe('cpf52998224725');
    expect(pixKeyOf('529.982.247-25')).toBe('52998224725');
    // A document with anything else before or after it is some other key, kept as written.
    for (const other of ['12.ABC.345/01DE-35@', '@12ABC34501DE35', '529.982.247-25x', 'x529.982.247-25', '+52998224725']) expect(pixKeyOf(other)).toBe(other);
  });
});
