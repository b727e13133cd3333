import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderStatuses, postApprovalStatuses } from './order-status';
import { addressChangeable, approvalRequestable, staffAddressChangeable, staffBalanceOpen, attachmentsReplaceable, planningDecisionOpen } from './order-permissions';

const status = fc.constantFrom(...orderStatuses);

describe('order permissions', () => {
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
    fc.assert(fc.property(status, (s) => { expect(staffBalanceOpen(s)).toBe(planningDecisionOpen(s) || s === 'VIRTUAL_PLANNING'); }));
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
