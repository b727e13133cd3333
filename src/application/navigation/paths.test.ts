import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../../domain/people/person';
import { landingPath, pathFor, redirectFor } from './paths';

const roles: Role[] = ['DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER'];
const anyPath = fc.array(fc.constantFrom('orders', 'completed', 'new', 'physical-delivery', 'x'), { maxLength: 3 }).map((p) => `/${p.join('/')}`);

describe('paths by role', () => {
  it('lands dentists on /orders and staff on /attendant/orders', () => {
    expect(landingPath('DENTIST')).toBe('/orders');
    for (const role of roles.slice(1)) expect(landingPath(role)).toBe('/attendant/orders');
  });

  it('never redirects a user to a path that would redirect them again', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.oneof(anyPath, anyPath.map((p) => `/attendant${p}`)), (role, path) => {
        const target = redirectFor(role, path);
        if (target !== undefined) expect(redirectFor(role, target)).toBeUndefined();
      }),
    );
  });

  it('keeps the page asked for across the /attendant prefix', () => {
    expect(redirectFor('EMPLOYEE', '/orders/completed')).toBe('/attendant/orders/completed');
    expect(redirectFor('DENTIST', '/attendant/orders/completed')).toBe('/orders/completed');
    expect(redirectFor('DENTIST', '/orders')).toBeUndefined();
    expect(redirectFor('PLANNER', '/attendant/orders')).toBeUndefined();
    fc.assert(fc.property(anyPath, (p) => { expect(pathFor('CONSULTANT', p)).toBe(`/attendant${p}`); }));
  });
});
