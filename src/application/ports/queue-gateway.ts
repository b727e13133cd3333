import type { AssignResponsibleBody, Dashboard, OrderFilters, QueueCounts, StatusTarget, StatusTargetList } from '../../contract/orders.contract';
import type { StaffMember } from '../../contract/staff-order.contract';
import type * as t from 'io-ts';
import type { ApiResult } from './api-error';

/** The staff queues' own calls: counts, assigning, reminding, the targets and the people to pick. */
export interface QueueGateway {
  counts(filters: OrderFilters): ApiResult<QueueCounts>;
  assign(body: t.TypeOf<typeof AssignResponsibleBody>): ApiResult<{ readonly updated: number }>;
  nudge(orderId: string): ApiResult<void>;
  targets(): ApiResult<StatusTargetList>;
  saveTarget(target: StatusTarget): ApiResult<StatusTargetList>;
  employees(): ApiResult<readonly StaffMember[]>;
  consultants(): ApiResult<readonly StaffMember[]>;
  dashboard(): ApiResult<Dashboard>;
}
