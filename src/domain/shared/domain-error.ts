/** An expected failure of a rule: a stable code and the Portuguese sentence shown to people. */
export interface DomainError {
  readonly _tag: 'DomainError';
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

export const domainError = (code: string, message: string, field?: string): DomainError =>
  field === undefined ? { _tag: 'DomainError', code, message } : { _tag: 'DomainError', code, message, field };
