import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  inPlanningStatuses,
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
    fc.assert(fc.property(fc.string().filter((s) => !orderStatuses.includes(s as OrderStatus)), (s) => !OrderStatus.is(s)));
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
