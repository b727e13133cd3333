import { useObservableState } from 'observable-hooks';
import { LoadingOverlay } from '../../application/widgets/loading-overlay';
import { useService } from '../di/container-context';

/** Full-screen 'Aguarde' with dots cycling 1 to 3. */
export const LoadingOverlayView = () => {
  const overlay = useService(LoadingOverlay);
  const state = useObservableState(overlay.state$, { visible: false, dots: 1 });
  if (!state.visible) return null;
  return (
    // Said once, politely: as an alert, every new dot was read out again ("Aguarde.", "Aguarde..").
    <div className="loading-overlay" role="status" aria-busy="true">
      <span className="loading-overlay__text">
        Aguarde
        <span className="loading-overlay__dots" aria-hidden="true">
          {'.'.repeat(state.dots)}
        </span>
      </span>
    </div>
  );
};
