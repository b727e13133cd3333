import { useEffect, useRef } from 'react';
import { useObservableState } from 'observable-hooks';
import { NEVER } from 'rxjs';
import { initialPlanReviewState } from '../../application/plan-review/plan-review.state';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { initialComparisonState, PlanComparison } from '../../application/plan-review/plan-comparison';
import { ModelStage } from './model-stage';

/** Another planning of the order beside the one reviewed, at the same stage. */
export const ComparedPlan = ({ comparison, title }: { comparison: PlanComparison; title: string }) => {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => (host.current ? comparison.place(host.current) : undefined), [comparison]);
  const { compared } = useObservableState(comparison.state$, initialComparisonState);
  const state = useObservableState(compared ? compared.state$ : NEVER, initialPlanReviewState);
  return (
    <div className="plan-review__side">
      <span className="plan-review__side-title">
        {title} · {state.stageLabel || planReviewTexts.loading}
      </span>
      <ModelStage host={host} state={state} label={`${title}, ${state.stageLabel || planReviewTexts.loading}`} />
      {state.phase === 'failed' && (
        <p className="scan-viewer__notice scan-viewer__notice--error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
};
