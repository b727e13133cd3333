import { useObservableState } from 'observable-hooks';
import { liveTexts, type OrderFollower } from '../../application/live/order-follower';

/** Said instead of overwriting a form being edited: the order changed elsewhere; reload when ready. */
export const ChangedWhileEditing = ({ follower }: { follower: OrderFollower }) => {
  const changed = useObservableState(follower.changedWhileEditing$, undefined);
  if (!changed) return null;
  return (
    <div className="changed-banner" role="status">
      <span>{changed}</span>
      <button type="button" className="button button--small" onClick={() => void follower.reloadNow()}>
        {liveTexts.reload}
      </button>
    </div>
  );
};
