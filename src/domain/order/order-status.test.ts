import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  inPlanningStatuses,
  OrderListTab,
  orderListTabLabels,
  paidStatuses,
  StatusGroup,
  statusGroupLabels,
  listTabOf,
  orderListTabs,
  OrderStatus,
  orderStatuses,
  postApprovalStatuses,
  statusesOfGroup,
  statusesOfTab,
  statusGroupOf,
  statusLabel,
} from './order-status';

const anyStatus = fc.constantFrom(...orderStatuses);

describe('order statuses', () => {
  it('has the 21 statuses of the specification, each with its own Portuguese label', () => {
    expect(orderStatuses).toHaveLength(21);
    expect(new Set(orderStatuses.map(statusLabel)).size).toBe(21);
  });

  it('decodes every status and rejects any other string', () => {
    fc.assert(fc.property(anyStatus, (s) => OrderStatus.is(s)));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !orderStatuses.includes(s as OrderStatus)),
        (s) => !OrderStatus.is(s),
      ),
    );
  });

  it('places the in-planning range RECEIVED..VIRTUAL_PLANNING contiguously in spec order', () => {
    const from = orderStatuses.indexOf('RECEIVED');
    const to = orderStatuses.indexOf('VIRTUAL_PLANNING');
    expect(orderStatuses.slice(from, to + 1)).toEqual(inPlanningStatuses);
  });

  it('puts a status in at most one group, and a grouped status in its group list', () => {
    fc.assert(
      fc.property(anyStatus, (s) => {
        const group = statusGroupOf(s);
        const inPlanning = inPlanningStatuses.includes(s);
        const post = postApprovalStatuses.includes(s);
        expect(inPlanning && post).toBe(false);
        if (group === undefined) expect(inPlanning || post).toBe(false);
        else expect(statusesOfGroup(group)).toContain(s);
      }),
    );
  });

  it('shows every status in exactly one list tab', () => {
    fc.assert(
      fc.property(anyStatus, (s) => {
        const tabs = orderListTabs.filter((tab) => statusesOfTab(tab).includes(s));
        expect(tabs).toEqual([listTabOf(s)]);
      }),
    );
  });

  it('lists closed orders as completed and drafts as active', () => {
    expect(listTabOf('FINISHED')).toBe('completed');
    expect(listTabOf('CANCELLED')).toBe('completed');
    expect(listTabOf('DRAFT')).toBe('active');
    expect(listTabOf('WAITING_MODEL')).toBe('physical-delivery');
  });
});

describe('status groups, tabs and payment', () => {
  const spanOf = (from: OrderStatus, to: OrderStatus) => orderStatuses.slice(orderStatuses.indexOf(from), orderStatuses.indexOf(to) + 1);

  it('groups as post-approval the statuses from APPROVED to FINISHED in spec order, and CANCELLED', () => {
    expect([...postApprovalStatuses].sort()).toEqual([...spanOf('APPROVED', 'FINISHED'), 'CANCELLED'].sort());
  });

  it('names the group of every grouped status, and leaves the approval loop ungrouped', () => {
    fc.assert(
      fc.property(anyStatus, (s) => {
        const expected = inPlanningStatuses.includes(s) ? 'IN_PLANNING' : postApprovalStatuses.includes(s) ? 'POST_APPROVAL' : undefined;
        expect(statusGroupOf(s)).toBe(expected);
      }),
    );
    for (const s of ['DRAFT', 'WAITING_FOR_APPROVAL', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'] as const) expect(statusGroupOf(s)).toBeUndefined();
  });

  it('decodes each group and each tab, with its own Portuguese label, and nothing else', () => {
    for (const [codec, labels] of [
      [StatusGroup, statusGroupLabels],
      [OrderListTab, orderListTabLabels],
    ] as const) {
      const keys = Object.keys(labels);
      expect(keys.every((k) => codec.is(k))).toBe(true);
      expect(new Set(Object.values(labels).filter((l) => /\p{Lu}\p{Ll}+/u.test(l))).size).toBe(keys.length);
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme' }).filter((s) => !keys.includes(s)),
          (s) => !codec.is(s),
        ),
      );
    }
    expect(orderListTabs.every((tab) => OrderListTab.is(tab))).toBe(true);
  });

  it('lists under physical delivery exactly the orders whose plaster model is on its way or being digitised', () => {
    expect([...statusesOfTab('physical-delivery')].sort()).toEqual(['MODEL_DIGITALIZATION', 'MODEL_RECEIVED', 'WAITING_MODEL']);
  });

  it('counts as paid every post-approval status but a cancellation', () => {
    expect([...paidStatuses].sort()).toEqual(postApprovalStatuses.filter((s) => s !== 'CANCELLED').sort());
  });
});
