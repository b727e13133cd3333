import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderStatuses, postApprovalStatuses } from './order-status';
import * as E from 'fp-ts/Either';
import {
  addressChangeable,
  approvalRequestable,
  staffAddressChangeable,
  staffBalanceOpen,
  attachmentsReplaceable,
  planningDecisionOpen,
  mayDecideOnPlanning,
  mayChangeAddress,
  staffMayChangeAddress,
  mayReplaceAttachments,
  mayRequestApproval,
  staffMaySetBalance,
  mayEditPlanning,
  mayReplaceFileOfKind,
  permissionMessages,
} from './order-permissions';
import { planningEditable } from './order-lifecycle';
import { domainError } from '../shared/domain-error';

const status = fc.constantFrom(...orderStatuses);

describe('order permissions', () => {
  it('refuses exactly what each rule forbids, as a locked order with that rule’s own sentence', () => {
    fc.assert(
      fc.property(status, fc.nat(3), (s, plannings) => {
        const pairs = [
          [mayDecideOnPlanning(s), planningDecisionOpen(s), permissionMessages.decisionClosed],
          [mayChangeAddress(s), addressChangeable(s), permissionMessages.addressLocked],
          [staffMayChangeAddress(s), staffAddressChangeable(s), permissionMessages.addressLocked],
          [mayReplaceAttachments(s), attachmentsReplaceable(s), permissionMessages.attachmentsLocked],
          [mayRequestApproval(s, plannings), approvalRequestable(s, plannings), permissionMessages.noPlanning],
          [staffMaySetBalance(s), staffBalanceOpen(s), permissionMessages.planningLocked],
          [mayEditPlanning(s), planningEditable(s), permissionMessages.planningLocked],
        ] as const;
        for (const [answer, allowed, sentence] of pairs) expect(answer).toEqual(allowed ? E.right(undefined) : E.left(domainError('ORDER_LOCKED', sentence)));
      }),
    );
  });

  it('lets a file take the place of one of its own kind only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(E.isRight(mayReplaceFileOfKind(a, b))).toBe(a === b);
      }),
    );
    expect(mayReplaceFileOfKind('XRAY_PANORAMIC', 'PHOTO_FRONT')).toEqual(E.left(domainError('REQUEST_REFUSED', permissionMessages.attachmentKindMismatch)));
  });

  it('opens planning decisions only while waiting for approval, never with files pending', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(planningDecisionOpen(s)).toBe(s === 'WAITING_FOR_APPROVAL');
        if (attachmentsReplaceable(s)) expect(planningDecisionOpen(s)).toBe(false);
      }),
    );
  });

  it('locks addresses once production starts and in closed orders, but keeps them open before approval', () => {
    fc.assert(
      fc.property(status, (s) => {
        if (postApprovalStatuses.includes(s) && s !== 'APPROVED') expect(addressChangeable(s)).toBe(false);
      }),
    );
    expect(addressChangeable('WAITING_FOR_APPROVAL')).toBe(true);
    expect(addressChangeable('APPROVED')).toBe(true);
    // A draft's addresses are chosen in the wizard, not changed on the order page.
    expect(addressChangeable('DRAFT')).toBe(false);
    expect(orderStatuses.filter((s) => s !== 'DRAFT' && !addressChangeable(s)).sort()).toEqual(['CANCELLED', 'FINISHED', 'PREPARE_SHIPPING', 'PRODUCTION', 'SHIPPED']);
  });

  it('takes new files or models exactly while the provider asks for them', () => {
    expect(orderStatuses.filter(attachmentsReplaceable).sort()).toEqual(['WAITING_NEW_FILE', 'WAITING_NEW_MODEL']);
  });

  it('requests approval only in virtual planning and with a planning', () => {
    fc.assert(
      fc.property(status, fc.integer({ min: 0, max: 3 }), (s, n) => {
        expect(approvalRequestable(s, n)).toBe(s === 'VIRTUAL_PLANNING' && n > 0);
      }),
    );
  });

  it('lets staff set the balance only around the approval', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(staffBalanceOpen(s)).toBe(planningDecisionOpen(s) || s === 'VIRTUAL_PLANNING');
      }),
    );
  });

  it('lets staff change addresses wherever the dentist can, and on until the order ships', () => {
    fc.assert(
      fc.property(status, (s) => {
        if (addressChangeable(s)) expect(staffAddressChangeable(s)).toBe(true);
        if (['SHIPPED', 'FINISHED', 'CANCELLED'].includes(s)) expect(staffAddressChangeable(s)).toBe(false);
      }),
    );
  });
});
