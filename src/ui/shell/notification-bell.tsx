import { useEffect, useRef } from 'react';
import { useObservableState } from 'observable-hooks';
import type { Role } from '../../domain/people/person';
import { NotificationBellViewModel, notificationTexts } from '../../application/notifications/notification-bell.view-model';
import { LiveUpdates } from '../../application/live/live-updates';
import { liveTexts } from '../../application/live/order-follower';
import { useService } from '../di/container-context';
import { BellIcon } from '../widgets/icons';

/** The header's bell: unread count, the recent events, each opening its order. */
export const NotificationBell = ({ role }: { role: Role }) => {
  const centre = useService(NotificationBellViewModel);
  const live = useService(LiveUpdates);
  useEffect(() => {
    const following = centre.start(role);
    return () => following.unsubscribe();
  }, [centre, role]);
  const state = useObservableState(centre.state$);
  const status = useObservableState(live.status$, 'live');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state?.open) return;
    const outside = (e: MouseEvent) => {
      if (panel.current && !panel.current.contains(e.target as Node)) centre.close();
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && centre.close();
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [state?.open, centre]);
  // Until the notifications arrive, the bell holds its place (drawn later, it moved the header).
  if (!state)
    return (
      <div className="bell">
        <button type="button" className="bell__button" aria-label={notificationTexts.title} disabled>
          <BellIcon />
        </button>
      </div>
    );
  return (
    <div className="bell" ref={panel}>
      {status === 'reconnecting' && (
        <span className="bell__status muted" role="status">
          {liveTexts.reconnecting}
        </span>
      )}
      <button type="button" className="bell__button" aria-label={notificationTexts.bell(state.unread)} aria-expanded={state.open} onClick={() => centre.toggle()}>
        <BellIcon />
        {state.unread > 0 && (
          <span className="bell__count" data-testid="bell-count">
            {state.unread > 99 ? '99+' : state.unread}
          </span>
        )}
      </button>
      {state.open && (
        <div className="bell__panel card" role="dialog" aria-label={notificationTexts.title}>
          <div className="bell__head">
            <strong>{notificationTexts.title}</strong>
            {state.unread > 0 && (
              <button type="button" className="link-button" onClick={() => void centre.markAllRead()}>
                {notificationTexts.markAll}
              </button>
            )}
          </div>
          {state.lines.length === 0 ? (
            <p className="muted bell__empty">{notificationTexts.empty}</p>
          ) : (
            <ul className="bell__list">
              {state.lines.map((line) => (
                <li key={line.id}>
                  <button type="button" className={line.read ? 'bell__item' : 'bell__item bell__item--unread'} onClick={() => void centre.openLine(line)}>
                    <span className="bell__text">{line.text}</span>
                    <span className="bell__subject">{line.subject}</span>
                    <span className="bell__when muted">{line.when}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
};
