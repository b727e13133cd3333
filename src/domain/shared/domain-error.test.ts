import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainError, domainErrorCodes } from './domain-error';

describe('domain error', () => {
  it('carries its code, its sentence and, only when given, the field it is about', () => {
    fc.assert(
      fc.property(fc.constantFrom(...domainErrorCodes), fc.string({ unit: 'binary' }), fc.option(fc.string({ unit: 'binary' }), { nil: undefined }), (code, message, field) => {
        const error = domainError(code, message, field);
        expect(error).toStrictEqual(field === undefined ? { _tag: 'DomainError', code, message } : { _tag: 'DomainError', code, message, field });
        expect('field' in error).toBe(field !== undefined);
      }),
    );
  });
});
