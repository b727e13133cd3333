import { type RefObject, useEffect, useRef, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { NEVER } from 'rxjs';
import { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import { type CommentDraft, initialPlanReviewState, type PlanReviewState } from '../../application/plan-review/plan-review.state';
import { useFormik } from 'formik';
import { textLimits } from '../../domain/shared/text-limits';
import { TextField } from '../widgets/text-field';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import type { PlanReviewProps } from '../../application/plan-review/plan-review-dialog';
import type { ScanViewerTools, ViewPreset } from '../../application/scans/scan-viewer.view-model';
import { scanViewerTexts, viewPresetLabels } from '../../application/scans/scan-viewer.texts';
import { chairChartTexts } from '../../domain/planning/chair-chart';
import { ChairChartView } from './chair-chart';
import { initialComparisonState, PlanComparison } from '../../application/plan-review/plan-comparison';

const presets = Object.keys(viewPresetLabels) as ViewPreset[];

/** A tooth chosen by its FDI number, among the case's. */
const ToothSelect = ({ label, teeth, value, choose }: { label: string; teeth: readonly number[]; value: number; choose: (tooth: number) => void }) => (
  <label className="field">
    <span className="field__label">{label}</span>
    <select value={value} onChange={(e) => choose(Number(e.target.value))}>
      {teeth.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  </label>
);

/** The comment being written where the dentist tapped: its tooth and what should change. */
const CommentForm = ({ review, draft, error }: { review: PlanReviewViewModel; draft: CommentDraft; error: string | undefined }) => {
  const form = useFormik({
    initialValues: { text: '' },
    onSubmit: async (v, helpers) => {
      if (await review.comments.save(v.text)) helpers.resetForm();
    },
  });
  // Opened by a tap on the model, the form is brought where the eye is (below the model on a phone), ready to type in.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, []);
  return (
    <form ref={ref} className="plan-review__comment-form" onSubmit={form.handleSubmit} aria-label={planReviewTexts.pin}>
      <ToothSelect label={planReviewTexts.tooth} teeth={draft.teeth} value={draft.tooth} choose={(t) => review.comments.chooseTooth(t)} />
      <TextField form={form} name="text" label={planReviewTexts.commentText} rows={3} max={textLimits.planComment} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="decision__actions">
        <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
          {planReviewTexts.saveComment}
        </button>
        <button type="button" className="button" onClick={() => review.comments.cancel()}>
          {planReviewTexts.cancel}
        </button>
      </div>
    </form>
  );
};

/** The comments pinned on the plan: the dentist's own (removable until sent) and, for the planner, those of earlier plannings. */
const CommentsList = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => (
  <section className="plan-review__comments" aria-label={planReviewTexts.commentsTitle}>
    <strong>{planReviewTexts.commentsTitle}</strong>
    {state.canComment && !state.draft && (
      <div className="decision__actions">
        <button type="button" className="button button--small" aria-pressed={state.pinning} onClick={() => (state.pinning ? review.comments.cancel() : review.comments.startPin())}>
          {state.pinning ? planReviewTexts.cancel : planReviewTexts.pin}
        </button>
        {state.pinning && (
          <span className="muted" role="status">
            {planReviewTexts.tapATooth}
          </span>
        )}
      </div>
    )}
    {state.draft && <CommentForm review={review} draft={state.draft} error={state.commentError} />}
    {!state.draft && state.commentError && (
      <p className="field__error" role="alert">
        {state.commentError}
      </p>
    )}
    {state.comments.length === 0 ? (
      <span className="muted">{planReviewTexts.noComments}</span>
    ) : (
      <ul>
        {state.comments.map((c) => (
          <li key={c.id} className={c.stage === state.stage ? 'plan-review__comment plan-review__comment--here' : 'plan-review__comment'}>
            <strong>{c.label}</strong> {c.text} <span className="muted">{c.note}</span>{' '}
            <button type="button" className="link-button" onClick={() => review.comments.goTo(c.id)}>
              {planReviewTexts.seeStage}
            </button>
            {c.removable && (
              <button type="button" className="link-button" onClick={() => void review.comments.remove(c.id)}>
                {planReviewTexts.remove}
              </button>
            )}
            {c.answerable && (
              <label className="scan-viewer__toggle">
                <input type="checkbox" checked={c.answered} onChange={(e) => void review.comments.answer(c.id, e.target.checked)} /> {planReviewTexts.answered}
              </label>
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
);

/** The planner marks, at the stage shown, the IPR done before it and the attachments bonded or removed at it. */
const ChairWorkEditor = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => {
  const ipr = useFormik({
    initialValues: { contact: state.contacts[0] ?? '', mm: '' },
    onSubmit: async (v, helpers) => {
      if (await review.chairWork.addIpr(v.contact, v.mm)) helpers.resetForm({ values: { contact: v.contact, mm: '' } });
    },
  });
  const [tooth, setTooth] = useState<number>(state.teeth[0] ?? 11);
  return (
    <div className="plan-review__comment-form">
      <form className="staff-inline" onSubmit={ipr.handleSubmit} aria-label={planReviewTexts.addIpr}>
        <label className="field">
          <span className="field__label">{planReviewTexts.iprContact}</span>
          <select name="contact" value={ipr.values.contact} onChange={ipr.handleChange}>
            {state.contacts.map((c) => (
              <option key={c} value={c}>
                {c.replace('-', ' e ')}
              </option>
            ))}
          </select>
        </label>
        <TextField form={ipr} name="mm" label={planReviewTexts.iprMm} inputMode="decimal" />
        <button type="submit" className="button button--small" disabled={ipr.isSubmitting || ipr.values.mm.trim() === ''}>
          {planReviewTexts.addIpr}
        </button>
      </form>
      <div className="staff-inline">
        <ToothSelect label={planReviewTexts.bondTooth} teeth={state.teeth} value={tooth} choose={setTooth} />
        <button type="button" className="button button--small" onClick={() => void review.chairWork.bond(tooth)}>
          {planReviewTexts.bond}
        </button>
      </div>
      {state.attachedNow.map((t) => (
        <button key={t} type="button" className="link-button" onClick={() => void review.chairWork.unbond(t)}>
          {planReviewTexts.unbond(t)}
        </button>
      ))}
      {state.chairWork.length > 0 && (
        <button type="button" className="link-button" onClick={() => void review.chairWork.clearStage()}>
          {planReviewTexts.clearStage}
        </button>
      )}
      {state.chairError && (
        <p className="field__error" role="alert">
          {state.chairError}
        </p>
      )}
    </div>
  );
};

/** "Mostrar ao paciente": a link the dentist sends (copied, or by WhatsApp), how often it was opened, and its revocation. */
const ShareSection = ({ review, state }: { review: PlanReviewViewModel; state: PlanReviewState }) => (
  <section className="plan-review__comments" aria-label={planReviewTexts.shareTitle}>
    <strong>{planReviewTexts.shareTitle}</strong>
    <span className="muted">{state.shareLine ?? planReviewTexts.shareNone}</span>
    {state.link && (
      <>
        <label className="field">
          <span className="field__label">{planReviewTexts.shareLink}</span>
          <input readOnly value={state.link} onFocus={(e) => e.target.select()} />
        </label>
        <span className="muted">{planReviewTexts.shareOnce}</span>
      </>
    )}
    <div className="decision__actions">
      {state.link && (
        <>
          <button type="button" className="button button--small" onClick={() => void navigator.clipboard?.writeText(state.link!)}>
            {planReviewTexts.shareCopy}
          </button>
          <a className="button button--small" href={`https://wa.me/?text=${encodeURIComponent(planReviewTexts.shareMessage(state.link))}`} target="_blank" rel="noreferrer">
            {planReviewTexts.shareWhatsApp}
          </a>
        </>
      )}
      <button type="button" className="button button--small" onClick={() => void review.share.create()}>
        {state.shareLine ? planReviewTexts.shareRenew : planReviewTexts.shareCreate}
      </button>
      {state.shareLine && (
        <button type="button" className="button button--small" onClick={() => void review.share.revoke()}>
          {planReviewTexts.shareRevoke}
        </button>
      )}
    </div>
    {state.shareError && (
      <p className="field__error" role="alert">
        {state.shareError}
      </p>
    )}
  </section>
);

/** Where a plan's model is drawn (hidden when it cannot be), named for screen readers by what it shows; a tap goes to `pick`. */
const ModelStage = ({ host, state, label, pick }: { host: RefObject<HTMLDivElement | null>; state: PlanReviewState; label: string; pick?: (x: number, y: number) => void }) => (
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

/** Another planning of the order beside the one reviewed, at the same stage. */
const ComparedPlan = ({ comparison, title }: { comparison: PlanComparison; title: string }) => {
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

/** The plan stage by stage in 3D: the model, its stage slider, what the chair does at each stage, and the comments pinned on the teeth. */
export const PlanReview = ({
  props: { load, comments, planning, share, chairWork, chairChartUrl, comparable, printHeading },
  tools,
  audience = 'team',
}: {
  props: PlanReviewProps;
  tools: ScanViewerTools;
  /** The patient sees the stages only: no chair work, no comments. */
  audience?: 'team' | 'patient';
}) => {
  const host = useRef<HTMLDivElement>(null);
  const [review, setReview] = useState<PlanReviewViewModel>();
  const [comparison, setComparison] = useState<PlanComparison>();
  useEffect(() => {
    const created = new PlanReviewViewModel(load, tools, comments, planning, share, chairWork);
    setReview(created);
    setComparison(new PlanComparison(created, comparable ?? [], tools));
    if (host.current) void created.attach(host.current);
    return () => created.dispose();
  }, [load, tools, comments, planning, share, chairWork, comparable]);
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
