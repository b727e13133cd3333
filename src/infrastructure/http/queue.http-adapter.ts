import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type * as t from 'io-ts';
import { orderEndpoints as on } from '../../contract/routes/orders.endpoints';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import { type AssignResponsibleBody, type Dashboard, OrderFilters, type QueueCounts, type StatusTarget, type StatusTargetList } from '../../contract/orders.contract';
import type { StaffMember, StaffPage } from '../../contract/staff-order.contract';
import { readAll } from '../../contract/read-queries';
import type { ApiResult } from '../../application/ports/api-error';
import type { QueueGateway } from '../../application/ports/queue-gateway';
import { ApiClient } from './api-client';

@injectable()
export class QueueHttpAdapter implements QueueGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  counts(filters: OrderFilters): ApiResult<QueueCounts> {
    return this.api.call(on.queueCounts, { query: OrderFilters.encode(filters) });
  }
  assign(body: t.TypeOf<typeof AssignResponsibleBody>): ApiResult<{ readonly updated: number }> {
    return this.api.call(on.assignResponsible, { body: { orderIds: [...body.orderIds], responsibleId: body.responsibleId } });
  }
  nudge(orderId: string): ApiResult<void> {
    return this.api.call(on.nudge, { params: { id: orderId } });
  }
  targets(): ApiResult<StatusTargetList> {
    return this.api.call(on.statusTargets);
  }
  saveTarget(target: StatusTarget): ApiResult<StatusTargetList> {
    return this.api.call(on.saveStatusTarget, { body: target });
  }
  async employees(): ApiResult<readonly StaffMember[]> {
    return E.map((p: StaffPage) => p.items)(await this.api.call(staffEndpoints.employees, { query: readAll }));
  }
  consultants(): ApiResult<readonly StaffMember[]> {
    return this.api.call(staffEndpoints.consultants);
  }
  dashboard(): ApiResult<Dashboard> {
    return this.api.call(on.dashboard);
  }
}
