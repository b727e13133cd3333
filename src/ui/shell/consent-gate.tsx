import { useState } from 'react';
import type { ConsentDocument } from '../../domain/people/consent';
import { Consents, consentTexts, pendingLines } from '../../application/session/consents';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { consentsArea } from '../composition/consents.area';

/** Before anything else, the documents whose version in force the dentist has not accepted. */
export const ConsentGate = ({ pending }: { pending: readonly ConsentDocument[] }) => {
  useAreas(consentsArea);
  const consents = useService(Consents);
  const [ticked, tick] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="card consent-gate" aria-labelledby="consent-gate-title">
      <h1 id="consent-gate-title">{consentTexts.gateTitle}</h1>
      <p>{consentTexts.gateText}</p>
      <ul className="consent-gate__list">
        {pendingLines(pending).map((line) => (
          <li key={line.path}>
            <a href={line.path} target="_blank" rel="noreferrer">
              {line.title}
            </a>{' '}
            <span className="muted">({line.version})</span>
          </li>
        ))}
      </ul>
      <label className="check">
        <input type="checkbox" checked={ticked} onChange={(e) => tick(e.target.checked)} />
        <span>{consentTexts.checkbox}</span>
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void consents.accept(pending, ticked).finally(() => setBusy(false));
        }}
      >
        {consentTexts.accept}
      </button>
    </section>
  );
};
