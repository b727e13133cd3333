import { type RefObject } from 'react';
import type { PlanReviewState } from '../../application/plan-review/plan-review.state';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';

/** Where a plan's model is drawn (hidden when it cannot be), named for screen readers by what it shows; a tap goes to `pick`. */
export const ModelStage = ({
  host,
  state,
  label,
  pick,
}: {
  host: RefObject<HTMLDivElement | null>;
  state: PlanReviewState;
  label: string;
  pick?: (x: number, y: number) => void;
}) => (
  <div
    ref={host}
    className="scan-viewer__stage"
    hidden={state.drawing === 'unavailable' || state.phase === 'failed'}
    tabIndex={0}
    role="img"
    data-pinning={state.pinning || undefined}
    onClick={pick ? (e) => pick(e.clientX, e.clientY) : undefined}
    aria-label={planReviewTexts.canvasLabel(label)}
  />
);
