import { inject, injectable } from 'inversify';
import type { Notifications } from '../../contract/events.contract';
import { eventEndpoints } from '../../contract/routes/events.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { NotificationsGateway } from '../../application/ports/live-events';
import { ApiClient } from './api-client';

@injectable()
export class NotificationsHttpAdapter implements NotificationsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  list(): ApiResult<Notifications> {
    return this.api.call(eventEndpoints.notifications);
  }
  markRead(id: number): ApiResult<void> {
    return this.api.call(eventEndpoints.markRead, { params: { id: String(id) } });
  }
  markAllRead(): ApiResult<void> {
    return this.api.call(eventEndpoints.markAllRead);
  }
}
