import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../../domain/people/person';
import { landingPath, layoutFor, pathFor, redirectFor, redirectForUser } from './paths';

const roles: Role[] = ['DENTIST', 'EMPLOYEE', 'CONSULTANT', 'PLANNER'];
const anyPath = fc.array(fc.constantFrom('orders', 'completed', 'new', 'physical-delivery', 'painel', 'x'), { maxLength: 3 }).map((p) => `/${p.join('/')}`);

describe('paths by role', () => {
  it('lands dentists on /orders and staff on their dashboard, from the sign-in and from the site’s root', () => {
    expect(landingPath('DENTIST')).toBe('/orders');
    for (const role of roles.slice(1)) expect(landingPath(role)).toBe('/attendant/painel');
    for (const role of roles) {
      for (const home of ['/', '/attendant']) expect(redirectFor(role, home) ?? home).toBe(landingPath(role));
    }
  });

  it('sends a dentist who follows a link to the staff’s dashboard to her own orders', () => {
    expect(redirectFor('DENTIST', '/attendant/painel')).toBe('/orders');
    expect(redirectFor('EMPLOYEE', '/attendant/painel')).toBeUndefined();
    expect(redirectFor('PLANNER', '/painel')).toBe('/attendant/painel');
  });

  it('never redirects a user to a path that would redirect them again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.oneof(
          anyPath,
          anyPath.map((p) => `/attendant${p}`),
        ),
        (role, path) => {
          const target = redirectFor(role, path);
          if (target !== undefined) expect(redirectFor(role, target)).toBeUndefined();
        },
      ),
    );
  });

  it('keeps the page asked for across the /attendant prefix', () => {
    expect(redirectFor('EMPLOYEE', '/orders/completed')).toBe('/attendant/orders/completed');
    expect(redirectFor('DENTIST', '/attendant/orders/completed')).toBe('/orders/completed');
    expect(redirectFor('DENTIST', '/orders')).toBeUndefined();
    expect(redirectFor('PLANNER', '/attendant/orders')).toBeUndefined();
    fc.assert(
      fc.property(anyPath, (p) => {
        expect(pathFor('CONSULTANT', p)).toBe(`/attendant${p}`);
      }),
    );
  });
});

describe('page layout', () => {
  it('shows the logo-only header on /auth/ pages, none on prescriptions, the full one elsewhere', () => {
    expect(layoutFor('/auth/login')).toEqual({ header: 'logo', padded: true });
    expect(layoutFor('/auth/register/complete/1')).toEqual({ header: 'logo', padded: true });
    expect(layoutFor('/orders/123/prescription')).toEqual({ header: 'none', padded: true });
    expect(layoutFor('/orders')).toEqual({ header: 'full', padded: true });
    expect(layoutFor('/orders/completed')).toEqual({ header: 'full', padded: true });
  });

  it('removes the padding of order pages on the dentist side only', () => {
    expect(layoutFor('/orders/new').padded).toBe(false);
    expect(layoutFor('/orders/3f2a').padded).toBe(false);
    expect(layoutFor('/attendant/orders/3f2a').padded).toBe(true);
    fc.assert(
      fc.property(anyPath, (p) => {
        expect(layoutFor(`/attendant${p}`).padded).toBe(true);
      }),
    );
  });
});

describe('leads', () => {
  it('are sent to complete their registration whatever page they ask for', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        expect(redirectForUser({ role: 'DENTIST', isLead: true, id: 'u1' }, path)).toBe('/auth/register/complete/u1');
        expect(redirectForUser({ role: 'DENTIST', isLead: false, id: 'u1' }, path)).toBe(redirectFor('DENTIST', path));
      }),
    );
  });
});
