import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loginPath } from './paths';
import { loginReturningTo, returnPathFrom } from './return-path';

const origin = 'https://portal.example';
const searchOf = (address: string) => address.slice(loginPath.length);
const id = fc.uuid();
const pages = fc.oneof(
  id.map((i) => `/orders/${i}`),
  id.map((i) => `/attendant/orders/${i}`),
  fc.tuple(id, fc.constantFrom('PRODUCT', 'ATTACHMENTS', 'PAYMENT')).map(([i, step]) => `/orders/new/${i}/${step}`),
  id.map((i) => `/orders/new/prescription?draft=${i}`),
  fc.constantFrom('/my-data', '/orders/completed', '/attendant/orders/physical-delivery?page=2', '/attendant/orders?statuses=IN_PLANNING&mine=true'),
);
/** Text as anyone could put in the address: the whole of Unicode, and the tricks of open redirects. */
const anything = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.tuple(fc.constantFrom('//', '/\\', '/%2F', 'https:', '/\t/', ' /', '/../', '/..//', '/./auth/', 'javascript:'), fc.string({ unit: 'grapheme' })).map(([a, b]) => a + b),
);

describe('the page a sign-in returns to', () => {
  it('brings a person back to the page an ended session left, query included', () => {
    fc.assert(
      fc.property(pages, (page) => {
        expect(returnPathFrom(searchOf(loginReturningTo(page)))).toBe(page);
      }),
    );
  });

  it('never leads off this site, to a sign-in page or with a control character, whatever the address holds', () => {
    fc.assert(
      fc.property(anything, (text) => {
        for (const back of [returnPathFrom(`?next=${encodeURIComponent(text)}`), returnPathFrom(searchOf(loginReturningTo(text)))]) {
          if (back === undefined) continue;
          expect(back.startsWith('/') && !back.startsWith('//')).toBe(true);
          expect(new URL(back, origin).origin).toBe(origin);
          expect(new URL(back, origin).pathname.startsWith('/auth')).toBe(false);
          expect(back).not.toMatch(/[\u0000-\u001f\u007f\\]/);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('remembers nothing for the landing pages, the sign-in pages or another site', () => {
    for (const path of [
      '/',
      '/orders',
      '/orders/',
      '/attendant',
      '/attendant/painel',
      '/auth/login',
      '/auth/register',
      '/orders/../auth/login',
      '//evil.example/orders/1',
      '/..//evil.example',
      '/orders/..//evil.example/x',
      '/\\evil.example',
      'https://evil.example/orders/1',
      '/orders/1\u0000',
    ])
      expect(loginReturningTo(path)).toBe(loginPath);
    expect(returnPathFrom('')).toBeUndefined();
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeUndefined();
  });

  it('reads a path with dot segments as the page it names', () => {
    expect(returnPathFrom('?next=%2Forders%2Fx%2F..%2F42')).toBe('/orders/42');
  });
});
