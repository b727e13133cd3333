import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmitCode,
  type CodeSegments,
  editSegment,
  emptySegments,
  joinCode,
  minimumCodeDigits,
  parseAccreditationCode,
  segmentCapacities,
  spreadDigits,
  totalDigits,
} from './accreditation-code';

const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const anySegments: fc.Arbitrary<CodeSegments> = fc.tuple(digits(0, 8), digits(0, 8), digits(0, 7), digits(0, 1), digits(0, 23));
const demoCode = '12345678.87654321.1234567.1.12345678901234567890';

describe('accreditation code', () => {
  it('reads the demo code, with its 44 digits', () => {
    const segments = parseAccreditationCode(demoCode);
    expect(segments).toEqual(['12345678', '87654321', '1234567', '1', '12345678901234567890']);
    expect(totalDigits(segments!)).toBe(44);
  });

  it('a pasted whole code fills the boxes in order and round-trips through the dots', () => {
    fc.assert(
      fc.property(digits(43, 47), fc.string({ unit: fc.constantFrom('.', ' ', '-') }), (code, noise) => {
        const { segments } = editSegment(emptySegments, 0, code.split('').join(noise));
        expect(segments.join('')).toBe(code);
        segments.forEach((s, i) => expect(s.length).toBeLessThanOrEqual(segmentCapacities[i]!));
        expect(parseAccreditationCode(joinCode(segments))).toEqual(segments);
      }),
    );
  });

  it('never puts more digits in a box than it holds, and strips everything but digits', () => {
    fc.assert(
      fc.property(anySegments, fc.integer({ min: 0, max: 4 }), fc.string({ maxLength: 60 }), (segments, index, raw) => {
        const { segments: next, focus } = editSegment(segments, index, raw);
        next.forEach((s, i) => {
          expect(s).toMatch(/^\d*$/);
          expect(s.length).toBeLessThanOrEqual(segmentCapacities[i]!);
        });
        for (let i = 0; i < index; i++) expect(next[i]).toBe(segments[i]);
        expect(focus).toBeGreaterThanOrEqual(0);
        expect(focus).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('moves the focus forward when a box fills and back when it is emptied', () => {
    expect(editSegment(emptySegments, 0, '1234567').focus).toBe(0);
    expect(editSegment(emptySegments, 0, '12345678').focus).toBe(1);
    expect(editSegment(['12345678', '1', '', '', ''], 1, '').focus).toBe(0);
    expect(editSegment(emptySegments, 3, '1').focus).toBe(4);
    expect(editSegment(['1', '', '', '', ''], 0, '').focus).toBe(0);
  });

  it('enables submit exactly from 43 digits', () => {
    fc.assert(
      fc.property(anySegments, (segments) => {
        expect(canSubmitCode(segments)).toBe(totalDigits(segments) >= minimumCodeDigits);
      }),
    );
  });

  it('refuses codes of another shape', () => {
    for (const bad of [
      '',
      '1.2.3.4.5',
      demoCode.replace('1.1234', '12.1234'),
      `${demoCode}.1`,
      demoCode.replace('12345678.', '1234567a.'),
      '12345678.87654321.1234567.1.123456789012345678',
    ]) {
      expect(parseAccreditationCode(bad)).toBeUndefined();
    }
  });

  it('spreads from the box pasted into, keeping the earlier ones', () => {
    const next = spreadDigits(['11111111', '', '', '', ''], 1, '2222222233333334');
    expect(next).toEqual(['11111111', '22222222', '3333333', '4', '']);
  });
});

describe('accreditation code, box by box', () => {
  const capacities = [8, 8, 7, 1, 23];

  it('reads exactly the codes of four full segments and a last one that brings the total to 43 or more', () => {
    fc.assert(
      fc.property(fc.tuple(digits(0, 9), digits(0, 9), digits(0, 8), digits(0, 2), digits(0, 25)), fc.boolean(), (parts, letter) => {
        const text = (letter ? [...parts.slice(0, 4), `${parts[4]}a`] : parts).join('.');
        const valid =
          !letter && parts.every((p, i) => p.length >= 1 && p.length <= capacities[i]! && (i === 4 || p.length === capacities[i])) && parts.join('').length >= minimumCodeDigits;
        expect(parseAccreditationCode(text)).toEqual(valid ? parts : undefined);
      }),
    );
    expect(parseAccreditationCode('12345678.87654321.1234567.1.1234567890123456789')).toBeDefined();
    expect(parseAccreditationCode('12345678.87654321.1234567.1.123456789012345678')).toBeUndefined();
  });

  it('types into one box: digits only, the others untouched, focus forward when it fills, back when emptied', () => {
    fc.assert(
      fc.property(anySegments, fc.integer({ min: 0, max: 4 }), (segments, index) => {
        const cap = capacities[index]!;
        for (const typed of [digits(0, cap), digits(1, cap)].map((arb) => fc.sample(arb, 1)[0]!)) {
          const { segments: next, focus } = editSegment(segments, index, `x${typed}-`);
          expect(next[index]).toBe(typed);
          next.forEach((s, i) => i !== index && expect(s).toBe(segments[i]));
          const expected = typed.length === cap && index < 4 ? index + 1 : typed === '' && segments[index] !== '' && index > 0 ? index - 1 : index;
          expect(focus).toBe(expected);
        }
      }),
    );
  });

  it('carries overflow into the next boxes and puts the focus after the last one it filled', () => {
    expect(editSegment(emptySegments, 0, '123456789')).toEqual({ segments: ['12345678', '9', '', '', ''], focus: 1 });
    expect(editSegment(emptySegments, 0, '1234567812345678')).toEqual({ segments: ['12345678', '12345678', '', '', ''], focus: 2 });
    expect(editSegment(emptySegments, 2, '12345678')).toEqual({ segments: ['', '', '1234567', '8', ''], focus: 4 });
    expect(editSegment(emptySegments, 3, '12')).toEqual({ segments: ['', '', '', '1', '2'], focus: 4 });
    const all = editSegment(emptySegments, 0, '9'.repeat(200));
    expect(all.segments.join('').length).toBe(47);
    expect(all.focus).toBe(4);
  });

  it('spreads a paste from its box on, keeping the boxes before it and dropping what does not fit', () => {
    fc.assert(
      fc.property(anySegments, fc.integer({ min: 0, max: 4 }), digits(0, 60), (segments, from, pasted) => {
        const next = spreadDigits(segments, from, pasted);
        for (let i = 0; i < from; i++) expect(next[i]).toBe(segments[i]);
        const room = capacities.slice(from).reduce((a, b) => a + b, 0);
        // The paste, cut to the room there is, reads on from its box; boxes past it keep what they had.
        expect(next.slice(from).join('').startsWith(pasted.slice(0, room))).toBe(true);
        next.forEach((s, i) => expect(s.length).toBeLessThanOrEqual(capacities[i]!));
        if (pasted.length >= room) expect(next.slice(from).join('')).toBe(pasted.slice(0, room));
      }),
    );
    expect(joinCode(['1', '2', '3', '4', '5'])).toBe('1.2.3.4.5');
    expect(totalDigits(emptySegments)).toBe(0);
  });
});

describe('accreditation code, pasted and read at its edges', () => {
  const capacities = [8, 8, 7, 1, 23];
  const full = ['12345678', '87654321', '1234567', '1'];

  it('keeps the boxes past the ones a paste reaches, and puts the focus after the last one it filled, whatever the other boxes hold', () => {
    fc.assert(
      fc.property(anySegments, fc.integer({ min: 0, max: 4 }), digits(1, 50), (segments, index, pasted) => {
        fc.pre(pasted.length > capacities[index]!);
        let reached = index;
        let room = capacities[index]!;
        while (room < pasted.length && reached < 4) room += capacities[++reached]!;
        const { segments: next, focus } = editSegment(segments, index, pasted);
        for (let i = reached + 1; i < 5; i++) expect(next[i]).toBe(segments[i]);
        expect(next.slice(index, reached + 1).join('')).toBe(pasted.slice(0, room));
        expect(focus).toBe(next[reached]!.length === capacities[reached] ? Math.min(reached + 1, 4) : reached);
      }),
    );
    // A paste that fits its box leaves the next one as it was.
    expect(spreadDigits(['', '99', '', '', ''], 0, '123')).toEqual(['123', '99', '', '', '']);
  });

  it('keeps the focus on the last box when it fills', () => {
    fc.assert(
      fc.property(anySegments, digits(23, 23), (segments, typed) => {
        expect(editSegment(segments, 4, typed).focus).toBe(4);
      }),
    );
  });

  it('reads no code with a first box short, a last box over 23 digits, a non-digit anywhere, or a part too many or too few', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), digits(23, 23), fc.constantFrom('a', ' ', '-', '٣'), fc.boolean(), (short, last, mark, before) => {
        const parts = [...full, last];
        expect(parseAccreditationCode(parts.join('.'))).toEqual(parts);
        const shorter = parts.map((p, i) => (i === short ? p.slice(1) : p));
        expect(parseAccreditationCode(shorter.join('.'))).toBeUndefined();
        expect(parseAccreditationCode([...full, `${last}1`].join('.'))).toBeUndefined();
        const marked = parts.map((p, i) => (i === short || i === 4 ? (before ? `${mark}${p}` : `${p}${mark}`) : p));
        expect(parseAccreditationCode(marked.join('.'))).toBeUndefined();
        expect(parseAccreditationCode([...parts, '1'].join('.'))).toBeUndefined();
        expect(parseAccreditationCode([...full.slice(0, 3), `${full[3]}${last}`].join('.'))).toBeUndefined();
      }),
    );
  });
});
