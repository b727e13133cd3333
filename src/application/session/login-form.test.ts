import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requiredMessage, validateLoginForm } from './login-form';

describe('login form', () => {
  it('requires a username that is not blank and any password', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (username, password) => {
        const errors = validateLoginForm({ username, password });
        expect(errors.username).toBe(username.trim() === '' ? requiredMessage : undefined);
        expect(errors.password).toBe(password === '' ? requiredMessage : undefined);
      }),
    );
  });
});
