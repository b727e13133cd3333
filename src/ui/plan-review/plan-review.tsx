import { useEffect, useRef, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { NEVER } from 'rxjs';
import { type PlanReviewState, PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import type { ScanViewerTools, ViewPreset } from '../../application/scans/scan-viewer.view-model';
import { scanViewerTexts, viewPresetLabels } from '../../application/scans/scan-viewer.texts';

const presets = Object.keys(viewPresetLabels) as ViewPreset[];
const starting: PlanReviewState = {
  phase: 'loading',
  message: undefined,
  drawing: 'starting',
  stage: 0,
  stageCount: 0,
  stageLabel: '',
  playing: false,
  compare: false,
  arches: [],
  loaded: 0,
  total: 0,
  chairWork: [],
};

/** The plan stage by stage in 3D (issue 34): the model, its stage slider and what the chair does at each stage. */
export const PlanReview = ({ load, tools }: { load: PlanReviewProps['load']; tools: ScanViewerTools }) => {
  const host = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState<PlanReviewViewModel>();
  useEffect(() => {
    const created = new PlanReviewViewModel(load, tools);
    setReview(created);
    if (host.current) void created.attach(host.current);
    return () => created.dispose();
  }, [load, tools]);
  const state = useObservableState(review ? review.state$ : NEVER, starting);
  const ready = state.phase === 'ready' && state.drawing === 'ready';
  return (
    <figure className="scan-viewer plan-review">
      {ready && (
        <div className="scan-viewer__toolbar" role="toolbar" aria-label="Vistas do modelo">
          {presets.map((p) => (
            <button key={p} type="button" className="button button--small" onClick={() => review?.view(p)}>
              {viewPresetLabels[p]}
            </button>
          ))}
          <button type="button" className="button button--small" onClick={() => review?.reset()}>
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
        </div>
      )}
      <div
        ref={host}
        className="scan-viewer__stage"
        hidden={state.drawing === 'unavailable' || state.phase === 'failed'}
        tabIndex={0}
        role="img"
        aria-label={planReviewTexts.canvasLabel(state.stageLabel || planReviewTexts.loading)}
      />
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
        </figcaption>
      )}
    </figure>
  );
};
