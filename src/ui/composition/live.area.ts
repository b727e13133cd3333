import { TOKENS } from '../../application/tokens';
import { LiveUpdates } from '../../application/live/live-updates';
import { NotificationBellViewModel } from '../../application/notifications/notification-bell.view-model';
import { EventSourceAdapter } from '../../infrastructure/events/event-source.adapter';
import { DocumentVisibility } from '../../infrastructure/events/document-visibility.adapter';
import { NotificationsHttpAdapter } from '../../infrastructure/http/notifications.http-adapter';
import { area } from '../di/area';

/** The event stream and the notification bell of every signed-in page. */
export const liveArea = area('live', [], ({ bind }) => {
  bind(TOKENS.LiveEventSource).to(EventSourceAdapter).inSingletonScope();
  bind(TOKENS.PageVisibility)
    .toDynamicValue(() => new DocumentVisibility(document))
    .inSingletonScope();
  bind(TOKENS.NotificationsGateway).to(NotificationsHttpAdapter).inSingletonScope();
  bind(LiveUpdates).toSelf().inSingletonScope();
  bind(NotificationBellViewModel).toSelf().inSingletonScope();
});
