import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { brCodeMessages, brCodeOf, brCodeText, crc16, dynamicBrCodeOf, parseBrCode, parseDynamicBrCode } from './br-code';

// A code whose checksum is right can still be wrong inside: each field the manual requires is
// read and checked, and a code is written with exactly the fields and sizes the manual gives.
// Codes are built here field by field as the manual writes them (id, two-digit length, value),
// then sealed with their checksum, so that only the field under test is wrong.

type Field = readonly [id: string, value: string];
const emv = (fields: readonly Field[]): string => fields.map(([id, value]) => `${id}${String(value.length).padStart(2, '0')}${value}`).join('');
const sealed = (body: string): string => `${body}6304${crc16(`${body}6304`)}`;

const charge = fc.record({
  key: fc.stringMatching(/^[A-Za-z0-9@.+-]{1,77}$/),
  merchantName: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
  merchantCity: fc.stringMatching(/^[A-Za-z0-9]{1,15}$/),
  amountCents: fc.integer({ min: 1, max: 999_999_999_999 }),
  txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
});
type Charge = typeof charge extends fc.Arbitrary<infer C> ? C : never;
const amountText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A static code's fields in the manual's order, each replaceable or removable by the test. */
const fieldsOf = (c: Charge, change: Partial<Record<string, string | null>> = {}): Field[] => {
  const all: Field[] = [
    ['00', '01'],
    [
      '26',
      emv([
        ['00', 'br.gov.bcb.pix'],
        ['01', c.key],
      ]),
    ],
    ['52', '0000'],
    ['53', '986'],
    ['54', amountText(c.amountCents)],
    ['58', 'BR'],
    ['59', c.merchantName],
    ['60', c.merchantCity],
    ['62', emv([['05', c.txid]])],
  ];
  return all.flatMap(([id, value]) => (change[id] === null ? [] : [[id, change[id] ?? value] as Field]));
};

const unreadable = E.left(brCodeMessages.unreadable);

describe('a BR Code read back', () => {
  it('is, field for field, the code the manual describes and the portal writes', () => {
    fc.assert(
      fc.property(charge, (c) => {
        expect(brCodeOf(c)).toEqual(E.right(sealed(emv(fieldsOf(c)))));
        expect(parseBrCode(` \n${sealed(emv(fieldsOf(c)))}\t `)).toEqual(E.right(c));
      }),
    );
  });

  it('takes the GUI in any case, and refuses a code that lacks or changes any field the manual requires', () => {
    const corruptions: Record<string, Partial<Record<string, string | null>>> = {
      'no payload format': { '00': null },
      'another payload format': { '00': '02' },
      'no merchant account': { '26': null },
      'a merchant account that is not fields': { '26': '0014br.gov.bcb.pix01' },
      'no GUI': { '26': emv([['01', 'chave@ca.com.br']]) },
      'another GUI': {
        '26': emv([
          ['00', 'br.gov.bcb.pax'],
          ['01', 'chave@ca.com.br'],
        ]),
      },
      'no key': { '26': emv([['00', 'br.gov.bcb.pix']]) },
      'no currency': { '53': null },
      'another currency': { '53': '840' },
      'one decimal': { '54': '1.5' },
      'a comma': { '54': '1,50' },
      'a letter before': { '54': 'x1.00' },
      'a letter after': { '54': '1.00x' },
      'eleven digits of reais': { '54': '12345678901.00' },
      'no name': { '59': null },
      'an empty name': { '59': '' },
      'no city': { '60': null },
      'an empty city': { '60': '' },
      'no additional data': { '62': null },
      'additional data that are not fields': { '62': 'x' },
      'no txid': { '62': emv([['01', 'abc']]) },
    };
    for (const [what, change] of Object.entries(corruptions))
      fc.assert(
        fc.property(charge, (c) => {
          expect(parseBrCode(sealed(emv(fieldsOf(c, change)))), what).toEqual(unreadable);
        }),
        { numRuns: 20 },
      );
    fc.assert(
      fc.property(charge, (c) => {
        expect(
          parseBrCode(
            sealed(
              emv(
                fieldsOf(c, {
                  '26': emv([
                    ['00', 'BR.GOV.BCB.PIX'],
                    ['01', c.key],
                  ]),
                }),
              ),
            ),
          ),
        ).toEqual(E.right(c));
      }),
    );
  });

  it('refuses fields whose header is not digits, whose length runs past the end, or that come twice', () => {
    fc.assert(
      fc.property(charge, fc.constantFrom('AB02xx', '5x02xx', '590x', '5', '59'), (c, bad) => {
        expect(parseBrCode(sealed(emv(fieldsOf(c)) + bad))).toEqual(unreadable);
      }),
    );
    fc.assert(
      fc.property(charge, fc.integer({ min: 1, max: 91 }), (c, over) => {
        // A name longer than what is left of the code swallows the checksum's field and runs past it.
        const body = emv(fieldsOf(c, { '59': null })) + `59${String(over + 8).padStart(2, '0')}`;
        expect(parseBrCode(sealed(body))).toEqual(unreadable);
        expect(parseBrCode(sealed(emv([...fieldsOf(c), ['59', 'Outro nome']])))).toEqual(unreadable);
      }),
    );
  });

  it('tells a missing checksum from an unreadable text: under eight characters or outside printable ASCII is unreadable', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 7 }), (short) => {
        expect(parseBrCode(short)).toEqual(unreadable);
      }),
    );
    fc.assert(
      fc.property(charge, fc.integer({ min: 0x80, max: 0xffff }), (c, code) => {
        expect(parseBrCode(sealed(emv(fieldsOf(c, { '59': `${c.merchantName}${String.fromCharCode(code)}` }))))).toEqual(unreadable);
        // The checksum without its field's id and length: the code is incomplete.
        const body = emv(fieldsOf(c));
        expect(parseBrCode(body + crc16(body))).toEqual(E.left(brCodeMessages.crc));
      }),
    );
    expect(parseBrCode('ABCDEFGH')).toEqual(E.left(brCodeMessages.crc));
  });
});

describe('a BR Code written', () => {
  it('names no initiation field when static, and the merchant category 0000', () => {
    fc.assert(
      fc.property(charge, (c) => {
        const text = (brCodeOf(c) as E.Right<string>).right;
        expect(text.slice(4, 8)).toBe('0126');
        expect(text).toContain('52040000');
      }),
    );
  });

  it('carries R$ 0,01 up to R$ 9.999.999.999,99, and no more', () => {
    const c = { key: 'financeiro@ca.com.br', merchantName: 'CA', merchantCity: 'Recife', txid: 'T1' };
    expect(parseBrCode((brCodeOf({ ...c, amountCents: 1 }) as E.Right<string>).right)).toMatchObject(E.right({ amountCents: 1 }));
    expect(parseBrCode((brCodeOf({ ...c, amountCents: 999_999_999_999 }) as E.Right<string>).right)).toMatchObject(E.right({ amountCents: 999_999_999_999 }));
    expect(brCodeOf({ ...c, amountCents: 1_000_000_000_000 })).toEqual(E.left(brCodeMessages.amount));
  });

  it('takes a key or a location of up to 77 printable characters', () => {
    const c = { merchantName: 'CA', merchantCity: 'Recife', amountCents: 100 };
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9./]{77}$/), fc.integer({ min: 0x80, max: 0xffff }), (text, code) => {
        expect(parseBrCode((brCodeOf({ ...c, key: text, txid: 'T1' }) as E.Right<string>).right)).toMatchObject(E.right({ key: text }));
        expect(brCodeOf({ ...c, key: `${text}x`, txid: 'T1' })).toEqual(E.left(brCodeMessages.key));
        expect(parseDynamicBrCode((dynamicBrCodeOf({ ...c, location: text }) as E.Right<string>).right)).toMatchObject(E.right({ location: text }));
        expect(dynamicBrCodeOf({ ...c, location: `${text}x` })).toEqual(E.left(brCodeMessages.location));
        expect(dynamicBrCodeOf({ ...c, location: `pix.ca.com.br/${String.fromCharCode(code)}` })).toEqual(E.left(brCodeMessages.location));
      }),
    );
    expect(dynamicBrCodeOf({ ...c, location: '' })).toEqual(E.left(brCodeMessages.location));
  });

  it('writes a name or city as unaccented words with single spaces, trimmed before and after its cut', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9.,'&/-]{1,8}$/);
    const blank = fc.stringMatching(/^[ \t\n]{0,4}$/);
    fc.assert(
      fc.property(blank, fc.array(allowed, { minLength: 1, maxLength: 6 }), blank, fc.integer({ min: 1, max: 30 }), (before, words, after, max) => {
        const text = words.join(' ');
        expect(brCodeText(`${before}${words.join(' \t ')}${after}`, max)).toBe(text.slice(0, max).trim());
      }),
    );
    expect(brCodeText('Ação✨Ótica  São', 25)).toBe('Acao Otica Sao');
  });
});
