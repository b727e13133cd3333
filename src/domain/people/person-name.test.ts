import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { personNameMessage, personNameProblem, withoutTypedTitle } from './person-name';
import { displayName } from './person';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáéíóúâêôãõçàüñÁÉÍÓÚÇ'.split(''), 'ł', 'ø', 'ß', 'ĳ');

describe('people’s names', () => {
  it('takes letters of any alphabet with their accents, spaces, apostrophes and hyphens', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(letter, fc.constantFrom(' ', "'", '’', '-')), { minLength: 1, maxLength: 30 }).map((cs) => `a${cs.join('')}`),
        (name) => {
          expect(personNameProblem(name)).toBeUndefined();
        },
      ),
    );
    for (const name of ['Ana Beatriz Souza', "D'Ávila", 'Maria-José', 'João d’Almeida', 'Zoë Łukasz', '李小龍', 'Ελένη'])
      expect([name, personNameProblem(name)]).toEqual([name, undefined]);
  });

  it('refuses any other character with a sentence, from the whole Unicode range', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 10 }), codeUnit, fc.string({ unit: codeUnit, maxLength: 10 }), (before, c, after) => {
        fc.pre(!/[\p{L}\p{M}' ’-]/u.test(c));
        fc.pre(`${before}${c}${after}`.trim() !== '' && c.trim() !== '');
        expect(personNameProblem(`Ana${before}${c}${after}`)).toBe(personNameMessage);
      }),
    );
    for (const name of ['Dra. Fernanda', 'Ana <b>', 'R2D2', 'ana@x', 'Zé 😀']) expect([name, personNameProblem(name)]).toEqual([name, personNameMessage]);
  });

  it('shows a title typed in the name once: the portal’s own', () => {
    expect(displayName('Dra. Fernanda Lima', 'DENTIST', 'FEMALE')).toBe('Dra. Fernanda Lima');
    expect(displayName('dr Paulo', 'DENTIST', 'MALE')).toBe('Dr. Paulo');
    expect(displayName('Doutora Ana', 'DENTIST', 'FEMALE')).toBe('Dra. Ana');
    expect(displayName('Drauzio Varella', 'DENTIST', 'MALE')).toBe('Dr. Drauzio Varella');
    expect(withoutTypedTitle('Dra.')).toBe('Dra.');
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 1, maxLength: 20 }).map((cs) => `Z${cs.join('')}`),
        fc.constantFrom('MALE' as const, 'FEMALE' as const),
        (name, gender) => {
          const shown = displayName(`${gender === 'MALE' ? 'Dr.' : 'Dra.'} ${name}`, 'DENTIST', gender);
          expect(shown).toBe(displayName(name, 'DENTIST', gender));
        },
      ),
    );
  });

  it('judges the name without the spaces around it, and leaves an empty one to the required rule', () => {
    fc.assert(
      fc.property(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), fc.constantFrom('Ana', 'Ana Souza', "D'Ávila"), (space, name) => {
        expect(personNameProblem(`${space}${name}${space}`)).toBeUndefined();
        expect(personNameProblem(`${space}${name}1${space}`)).toBe(personNameMessage);
        expect(personNameProblem(space)).toBeUndefined();
      }),
    );
    expect(personNameProblem('')).toBeUndefined();
  });

  it('takes away a title typed in front, with or without its dot, in any case and spacing, but never a name that starts like one', () => {
    for (const [typed, bare] of [
      ['Dra. Ana', 'Ana'],
      ['dra Ana', 'Ana'],
      ['DR. Paulo', 'Paulo'],
      ['  Dr   Paulo', 'Paulo'],
      ['Doutor Paulo', 'Paulo'],
      ['doutora  Ana', 'Ana'],
      ['Drauzio Varella', 'Drauzio Varella'],
      ['Dra.Ana', 'Dra.Ana'],
      ['Ana Dra. Souza', 'Ana Dra. Souza'],
      ['Dra. ', 'Dra. '],
      ['Dr', 'Dr'],
    ] as const)
      expect([typed, withoutTypedTitle(typed)]).toEqual([typed, bare]);
  });
});
