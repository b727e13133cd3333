import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayName, Gender, genderLabels, isStaff, Role, titlePrefix } from './person';
import { withoutTypedTitle } from './person-name';

const anyRole = fc.constantFrom<Role>('DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER');
const anyGender = fc.constantFrom<Gender | null | undefined>('MALE', 'FEMALE', null, undefined);

describe('title prefix', () => {
  it('is Dr./Dra. only for dentists with a gender', () => {
    fc.assert(
      fc.property(anyRole, anyGender, (role, gender) => {
        const prefix = titlePrefix(role, gender);
        if (role !== 'DENTIST' || gender == null) expect(prefix).toBe('');
        else expect(prefix).toBe(gender === 'MALE' ? 'Dr.' : 'Dra.');
      }),
    );
  });

  it('puts the prefix before the name, separated by one space', () => {
    fc.assert(
      fc.property(anyRole, anyGender, fc.string({ minLength: 1 }), (role, gender, name) => {
        // A title typed in the name gives way to the portal's (person-name.test.ts).
        fc.pre(withoutTypedTitle(name) === name);
        const shown = displayName(name, role, gender);
        expect(shown.endsWith(name)).toBe(true);
        const prefix = titlePrefix(role, gender);
        expect(shown).toBe(prefix ? `${prefix} ${name}` : name);
      }),
    );
    expect(displayName('Ana Souza', 'DENTIST', 'FEMALE')).toBe('Dra. Ana Souza');
  });

  it('treats every role but DENTIST as staff', () => {
    fc.assert(fc.property(anyRole, (role) => isStaff(role) === (role !== 'DENTIST')));
  });

  it('decodes the four roles and both genders, each gender named in Portuguese', () => {
    expect(['DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER'].every((r) => Role.is(r))).toBe(true);
    expect([Role.is('ADMIN'), Gender.is('OTHER')]).toEqual([false, false]);
    expect((['MALE', 'FEMALE'] as const).map((g) => Gender.is(g) && genderLabels[g])).toEqual(['Masculino', 'Feminino']);
  });
});
