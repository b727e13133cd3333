import { useEffect, useRef, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { NEVER } from 'rxjs';
import { type ScanSource, type ScanViewerMaker, type ScanViewerState, type ScanViewerViewModel, type ViewPreset } from '../../application/scans/scan-viewer.view-model';
import { scanViewerTexts, viewPresetLabels } from '../../application/scans/scan-viewer.texts';

const presets = Object.keys(viewPresetLabels) as ViewPreset[];
const starting: ScanViewerState = { scans: [], drawing: 'starting' };

const StatusLine = ({ state }: { state: ScanViewerState }) => {
  if (state.drawing === 'unavailable') return <p className="scan-viewer__notice">{scanViewerTexts.noWebGl}</p>;
  const waiting = state.scans.filter((s) => s.status.kind === 'loading' || s.status.kind === 'building');
  const failed = state.scans.filter((s) => s.status.kind === 'failed');
  return (
    <>
      {waiting.length > 0 && (
        <p className="scan-viewer__notice" role="status">
          {waiting.some((s) => s.status.kind === 'building') ? scanViewerTexts.building : scanViewerTexts.loading}
        </p>
      )}
      {failed.map((s) => (
        <p key={s.source.previewUrl} className="scan-viewer__notice scan-viewer__notice--error" role="alert">
          {state.scans.length > 1 ? `${s.source.label}: ` : ''}
          {s.status.kind === 'failed' ? s.status.message : ''}
        </p>
      ))}
    </>
  );
};

/**
 * The 3D view of one or two scans. `compact` is the small view inside an upload
 * slot; the full one adds the standard views, the arch toggles and the help.
 */
export const ScanViewerView = ({ sources, make, compact = false }: { sources: readonly ScanSource[]; make: ScanViewerMaker; compact?: boolean }) => {
  const host = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<ScanViewerViewModel>();
  const key = sources.map((s) => s.previewUrl).join(' ');
  useEffect(() => {
    const created = make(sources);
    setViewer(created);
    if (host.current) void created.attach(host.current);
    return () => created.dispose();
    // The sources are the same while their addresses are.
  }, [key, make]);
  const state = useObservableState(viewer ? viewer.state$ : NEVER, starting);
  // Nothing to turn when no scan can be drawn: the messages say why.
  const shown = state.drawing !== 'unavailable' && state.scans.some((s) => s.status.kind !== 'failed');
  return (
    <figure className={compact ? 'scan-viewer scan-viewer--compact' : 'scan-viewer'}>
      {!compact && shown && (
        <div className="scan-viewer__toolbar" role="toolbar" aria-label="Vistas do modelo">
          {presets.map((p) => (
            <button key={p} type="button" className="button button--small" onClick={() => viewer?.view(p)}>
              {viewPresetLabels[p]}
            </button>
          ))}
          <button type="button" className="button button--small" onClick={() => viewer?.reset()}>
            {scanViewerTexts.reset}
          </button>
        </div>
      )}
      {!compact && shown && state.scans.length > 1 && (
        <div className="scan-viewer__toggles">
          {state.scans.map((s, i) => (
            <label key={s.source.previewUrl} className="scan-viewer__toggle">
              <input type="checkbox" checked={s.visible} onChange={() => viewer?.toggle(i)} /> {s.source.label}
            </label>
          ))}
        </div>
      )}
      <div ref={host} className="scan-viewer__stage" hidden={!shown} tabIndex={0} role="img" aria-label={scanViewerTexts.canvasLabel(state.scans.map((s) => s.description))} />
      <StatusLine state={state} />
      <figcaption className="scan-viewer__caption">
        {state.scans.map((s) => (
          <span key={s.source.previewUrl}>
            {s.description}{' '}
            {s.source.downloadUrl && (
              <a href={s.source.downloadUrl} download aria-label={`${scanViewerTexts.download}: ${s.source.name}`}>
                {scanViewerTexts.download}
              </a>
            )}
          </span>
        ))}
        {!compact && shown && <span className="muted">{scanViewerTexts.help}</span>}
      </figcaption>
    </figure>
  );
};
