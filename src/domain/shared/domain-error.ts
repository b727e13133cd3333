/** Every expected failure a rule of the domain can report, by its stable code. */
export const domainErrorCodes = [
  // An order's lifecycle (order-lifecycle.ts).
  'TERMINAL',
  'DENTIST_ONLY',
  'STAFF_ONLY',
  'REASON_REQUIRED',
  'NOT_ALLOWED',
  'CREDIT_CARD_ONLY',
  'ORDER_CHANGED_MEANWHILE',
  // The same person changed the order in another tab (audit.ts editConflict).
  'ORDER_CHANGED_IN_ANOTHER_TAB',
  // Finding and sending an order (server use cases).
  'ORDER_NOT_FOUND',
  'PATIENT_NOT_FOUND',
  'NOT_A_DRAFT',
  'DRAFT_INCOMPLETE',
  'IDEMPOTENCY_KEY_REUSED',
  // A change of an order that its state or its records do not allow now (server use cases).
  'ORDER_LOCKED',
  'RECORD_NOT_FOUND',
  'REQUEST_REFUSED',
  'ALREADY_TAKEN',
  // A link that was revoked or expired.
  'SHARE_CLOSED',
  // The approval pre-check (approval-precheck.ts).
  'WITHOUT_ORDER',
  'NEED_PLANNING_VIEW',
  'NEED_PAYMENT_CONDITION',
  'NEED_PAYMENT_INSTALLMENTS',
  // Staff's planning edits (planning-edits.ts).
  'ARCADE_PRESENT',
  'ARCADE_MISSING',
  'LAST_ARCADE',
  'DISCOUNT_DESCRIPTION',
  'DISCOUNT_VALUE',
  'DISCOUNT_PERCENTAGE',
  'QUANTITY',
  // Payment and bonus (payment.ts, bonus-balance.ts).
  'NO_THIRD_PARTY_CHECKOUT',
  'SINGLE_PAYMENT',
  'INSTALLMENTS_OUT_OF_RANGE',
  'BONUS_ABOVE_AVAILABLE',
  'BONUS_SELECTED_ABOVE_TOTAL',
  'BONUS_ABOVE_TOTAL',
  'KOL_MONTHLY_LIMIT',
  // CPF, CNPJ and dates (people/document, format/date).
  'CPF_LENGTH',
  'CPF_INVALID',
  'CNPJ_LENGTH',
  'CNPJ_INVALID',
  'DATE_INVALID',
] as const;
export type DomainErrorCode = (typeof domainErrorCodes)[number];

/** An expected failure of a rule: a stable code and the Portuguese sentence shown to people. */
export interface DomainError {
  readonly _tag: 'DomainError';
  readonly code: DomainErrorCode;
  readonly message: string;
  readonly field?: string;
}

export const domainError = (code: DomainErrorCode, message: string, field?: string): DomainError =>
  field === undefined ? { _tag: 'DomainError', code, message } : { _tag: 'DomainError', code, message, field };
