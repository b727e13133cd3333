import type { Notifications } from '../../contract/events.contract';
import { eventEndpoints } from '../../contract/routes/events.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { NotificationsGateway } from '../../application/ports/live-events';
import type { ApiClient } from './api-client';

export class NotificationsHttpAdapter implements NotificationsGateway {
  constructor(private readonly api: ApiClient) {}
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
