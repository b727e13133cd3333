import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { crc16ccitt } from 'crc';
import { brCodeMessages, brCodeOf, brCodeText, crc16, dynamicBrCodeOf, parseBrCode, parseDynamicBrCode, type PixCharge } from './br-code';

// The manual's own example of a static BR Code ("Manual de Padrões para Iniciação do Pix", anexo).
const manualExample = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const unicode = fc.string({ unit: 'grapheme', maxLength: 40 });
const key = fc.oneof(
  fc.uuid(),
  fc.emailAddress().filter((e) => e.length <= 77),
  fc.stringMatching(/^\+55\d{11}$/),
  fc.stringMatching(/^\d{11}$|^\d{14}$/),
);
const charge = fc.record({
  key,
  merchantName: unicode.filter((n) => brCodeText(n, 25).length > 0),
  merchantCity: unicode.filter((c) => brCodeText(c, 15).length > 0),
  amountCents: fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: undefined }),
  txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
});

const dynamicCharge = fc.record({
  location: fc.stringMatching(/^[a-z0-9.-]{1,20}\.[a-z]{2,3}\/[A-Za-z0-9/]{1,40}$/).filter((l) => l.length <= 77),
  merchantName: unicode.filter((n) => brCodeText(n, 25).length > 0),
  merchantCity: unicode.filter((c) => brCodeText(c, 15).length > 0),
  amountCents: fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: undefined }),
});

describe('the Pix BR Code', () => {
  it('reads the manual’s example, whose checksum it computes as the manual does', () => {
    expect(crc16(manualExample.slice(0, -4))).toBe('1D3D');
    expect(parseBrCode(manualExample)).toEqual(
      E.right({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', amountCents: undefined, txid: '' }),
    );
  });

  it('checks with the same CRC16-CCITT as a maintained library, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 300 }), (text) => {
        expect(crc16(text)).toBe(crc16ccitt(text).toString(16).toUpperCase().padStart(4, '0'));
      }),
    );
  });

  it('reads back every charge it writes, names and cities without accents and cut to the manual’s sizes', () => {
    fc.assert(
      fc.property(charge, (c: PixCharge) => {
        const code = brCodeOf(c);
        expect(E.isRight(code)).toBe(true);
        const text = (code as E.Right<string>).right;
        expect(text).toMatch(/^[\x20-\x7E]+$/);
        expect(text.startsWith('000201')).toBe(true);
        expect(text).toContain('0014br.gov.bcb.pix');
        expect(text).toContain('5303986');
        expect(text).toContain('5802BR');
        expect(parseBrCode(text)).toEqual(E.right({ ...c, merchantName: brCodeText(c.merchantName, 25), merchantCity: brCodeText(c.merchantCity, 15) }));
      }),
    );
  });

  it('refuses any code with one character changed', () => {
    fc.assert(
      fc.property(charge, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (c, at, replacement) => {
        const text = (brCodeOf(c) as E.Right<string>).right;
        const i = at % text.length;
        // The checksum's hex digits read in either case: 'd' for 'D' there is the same code.
        fc.pre(text.charCodeAt(i) !== replacement && !(i >= text.length - 4 && text[i]!.toUpperCase() === String.fromCharCode(replacement).toUpperCase()));
        const changed = text.slice(0, i) + String.fromCharCode(replacement) + text.slice(i + 1);
        expect(E.isLeft(parseBrCode(changed))).toBe(true);
      }),
    );
  });

  it('reads any text, from the whole of Unicode, without failing', () => {
    fc.assert(
      fc.property(fc.oneof(unicode, fc.string({ unit: 'binary', maxLength: 200 })), (text) => {
        const read = parseBrCode(text);
        if (E.isLeft(read)) expect(Object.values(brCodeMessages)).toContain(read.left);
      }),
    );
  });

  it('writes no code for a charge it cannot carry, saying why', () => {
    const ok: PixCharge = { key: 'financeiro@ca.com.br', merchantName: 'CA Alinhadores', merchantCity: 'São Paulo', amountCents: 150_000, txid: 'PED1039P1' };
    expect(brCodeOf(ok)).toSatisfy(E.isRight);
    expect(brCodeOf({ ...ok, key: '' })).toEqual(E.left(brCodeMessages.key));
    expect(brCodeOf({ ...ok, key: 'chave-com-ç' })).toEqual(E.left(brCodeMessages.key));
    expect(brCodeOf({ ...ok, merchantName: '✨' })).toEqual(E.left(brCodeMessages.name));
    expect(brCodeOf({ ...ok, merchantCity: '  ' })).toEqual(E.left(brCodeMessages.city));
    expect(brCodeOf({ ...ok, amountCents: 0 })).toEqual(E.left(brCodeMessages.amount));
    expect(brCodeOf({ ...ok, amountCents: 10.5 })).toEqual(E.left(brCodeMessages.amount));
    expect(brCodeOf({ ...ok, txid: 'PED-1039' })).toEqual(E.left(brCodeMessages.txid));
    expect(brCodeOf({ ...ok, txid: 'A'.repeat(26) })).toEqual(E.left(brCodeMessages.txid));
    // The city keeps its letters, without the accent: "Sao Paulo".
    expect(parseBrCode((brCodeOf(ok) as E.Right<string>).right)).toMatchObject(E.right({ merchantCity: 'Sao Paulo', amountCents: 150_000 }));
  });

  it('reads back every dynamic code it writes (a PSP’s, for the emulator), whose key is not there and txid is "***"', () => {
    fc.assert(
      fc.property(dynamicCharge, (c) => {
        const text = (dynamicBrCodeOf(c) as E.Right<string>).right;
        expect(text.startsWith('000201010212')).toBe(true);
        expect(text).toContain('62070503***');
        expect(parseDynamicBrCode(text)).toEqual(E.right({ ...c, merchantName: brCodeText(c.merchantName, 25), merchantCity: brCodeText(c.merchantCity, 15) }));
        // A dynamic code is not a static one: it names no key to pay.
        expect(E.isLeft(parseBrCode(text))).toBe(true);
      }),
    );
  });

  it('refuses a dynamic code with one character changed, and a static code as dynamic', () => {
    fc.assert(
      fc.property(dynamicCharge, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (c, at, replacement) => {
        const text = (dynamicBrCodeOf(c) as E.Right<string>).right;
        const i = at % text.length;
        fc.pre(text.charCodeAt(i) !== replacement && !(i >= text.length - 4 && text[i]!.toUpperCase() === String.fromCharCode(replacement).toUpperCase()));
        expect(E.isLeft(parseDynamicBrCode(text.slice(0, i) + String.fromCharCode(replacement) + text.slice(i + 1)))).toBe(true);
      }),
    );
    expect(E.isLeft(parseDynamicBrCode(manualExample))).toBe(true);
  });
});
