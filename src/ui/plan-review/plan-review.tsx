import { useEffect, useRef, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { NEVER } from 'rxjs';
import type { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import { initialPlanReviewState } from '../../application/plan-review/plan-review.state';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import type { ViewPreset } from '../../application/scans/scan-viewer.view-model';
import { scanViewerTexts, viewPresetLabels } from '../../application/scans/scan-viewer.texts';
import { chairChartTexts } from '../../domain/planning/chair-chart';
import { ChairChartView } from './chair-chart';
import { initialComparisonState, type PlanComparison, type PlanReviewMaker } from '../../application/plan-review/plan-comparison';
import { CommentsList } from './comments-list';
import { ChairWorkEditor } from './chair-work-editor';
import { ShareSection } from './share-section';
import { ModelStage } from './model-stage';
import { ComparedPlan } from './compared-plan';

const presets = Object.keys(viewPresetLabels) as ViewPreset[];

/** The plan stage by stage in 3D: the model, its stage slider, what the chair does at each stage, and the comments pinned on the teeth. */
export const PlanReview = ({
  props: { load, comments, planning, share, chairWork, chairChartUrl, comparable, printHeading },
  make,
  audience = 'team',
}: {
  props: PlanReviewProps;
  /** From the dialog or page: the review and its comparison, made for this plan. */
  make: PlanReviewMaker;
  /** The patient sees the stages only: no chair work, no comments. */
  audience?: 'team' | 'patient';
}) => {
  const host = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState<PlanReviewViewModel>();
  const [comparison, setComparison] = useState<PlanComparison>();
  useEffect(() => {
    const { review: created, comparison } = make({ load, comments, planning, share, chairWork, comparable });
    setReview(created);
    setComparison(comparison);
    if (host.current) void created.attach(host.current);
    return () => created.dispose();
  }, [make, load, comments, planning, share, chairWork, comparable]);
  const state = useObservableState(review ? review.state$ : NEVER, initialPlanReviewState);
  const compared = useObservableState(comparison ? comparison.state$ : NEVER, initialComparisonState);
  const chosen = compared.options.find((o) => o.number === compared.chosen);
  const ready = state.phase === 'ready' && state.drawing === 'ready';
  // The views and toggles come under the model, with its controls: nothing above it moves once it is drawn.
  return (
    <figure className="scan-viewer plan-review">
      <div className={chosen ? 'plan-review__pair' : 'plan-review__single'}>
        <div className="plan-review__side">
          {chosen && <span className="plan-review__side-title">{planReviewTexts.thisPlanning(planning)}</span>}
          <ModelStage host={host} state={state} label={state.stageLabel || planReviewTexts.loading} pick={(x, y) => review?.comments.picked(x, y)} />
          {state.drawing === 'unavailable' && <p className="scan-viewer__notice">{scanViewerTexts.noWebGl}</p>}
          {(state.phase === 'loading' || state.phase === 'building') && state.drawing !== 'unavailable' && (
            <p className="scan-viewer__notice" role="status">
              {state.message ?? planReviewTexts.loading}
            </p>
          )}
          {state.phase === 'failed' && (
            <p className="scan-viewer__notice scan-viewer__notice--error" role="alert">
              {state.message}
            </p>
          )}
        </div>
        {comparison && chosen && <ComparedPlan key={chosen.number} comparison={comparison} title={chosen.title} />}
      </div>
      {ready && (
        <div className="plan-review__stages">
          <div className="plan-review__controls">
            <button type="button" className="button button--small" onClick={() => review?.step(-1)} disabled={state.stage === 0} aria-label={planReviewTexts.previous}>
              ‹
            </button>
            <button type="button" className="button button--small button--primary" onClick={() => review?.togglePlay()}>
              {state.playing ? planReviewTexts.pause : planReviewTexts.play}
            </button>
            <button type="button" className="button button--small" onClick={() => review?.step(1)} disabled={state.stage >= state.stageCount} aria-label={planReviewTexts.next}>
              ›
            </button>
            <output className="plan-review__stage-label" aria-live="polite">
              {state.stageLabel}
            </output>
          </div>
          <input
            type="range"
            className="plan-review__slider"
            min={0}
            max={state.stageCount}
            step={1}
            value={state.stage}
            aria-label={planReviewTexts.slider}
            aria-valuetext={state.stageLabel}
            onChange={(e) => review?.show(Number(e.target.value))}
          />
          {state.loaded < state.total && (
            <p className="scan-viewer__notice" role="status">
              {planReviewTexts.loadingStages(state.loaded, state.total)}
            </p>
          )}
        </div>
      )}
      {ready && (
        <div className="scan-viewer__toolbar" role="toolbar" aria-label="Vistas do modelo">
          {presets.map((p) => (
            <button key={p} type="button" className="button button--small" onClick={() => comparison?.view(p)}>
              {viewPresetLabels[p]}
            </button>
          ))}
          <button type="button" className="button button--small" onClick={() => comparison?.reset()}>
            {scanViewerTexts.reset}
          </button>
        </div>
      )}
      {ready && (
        <div className="scan-viewer__toggles">
          {state.arches.map((a) => (
            <label key={a.arch} className="scan-viewer__toggle">
              <input type="checkbox" checked={a.visible} onChange={() => review?.toggleArch(a.arch)} /> {a.label}
            </label>
          ))}
          <label className="scan-viewer__toggle">
            <input type="checkbox" checked={state.compare} onChange={() => review?.toggleCompare()} /> {planReviewTexts.compare}
          </label>
          {comparison && compared.options.length > 0 && audience === 'team' && (
            <label className="scan-viewer__toggle">
              {planReviewTexts.compareWith}{' '}
              <select
                aria-label={planReviewTexts.compareWithLabel}
                value={compared.chosen ?? ''}
                onChange={(e) => comparison.choose(e.target.value ? Number(e.target.value) : undefined)}
              >
                <option value="">{planReviewTexts.compareNone}</option>
                {compared.options.map((o) => (
                  <option key={o.number} value={o.number}>
                    {o.title}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {ready && audience === 'team' && (
        <figcaption className="plan-review__chair">
          <strong>{planReviewTexts.chairWorkTitle}</strong>
          {state.chairWork.length === 0 ? (
            <span className="muted">{planReviewTexts.nothingInChair}</span>
          ) : (
            <ul>
              {state.chairWork.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <span className="muted plan-review__legend">{planReviewTexts.legend}</span>
          {review && state.canEditChairWork && <ChairWorkEditor review={review} state={state} />}
          <div className="decision__actions">
            <button type="button" className="button button--small" aria-expanded={state.showChart} onClick={() => review?.toggleChart()}>
              {chairChartTexts.title}
            </button>
          </div>
          {state.showChart && state.chart && <ChairChartView chart={state.chart} pdfUrl={chairChartUrl} heading={printHeading} />}
        </figcaption>
      )}
      {ready && review && audience === 'team' && <CommentsList review={review} state={state} />}
      {ready && review && state.canShare && <ShareSection review={review} state={state} />}
    </figure>
  );
};
