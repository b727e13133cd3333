import { useMemo, useState } from 'react';
import * as E from 'fp-ts/Either';
import { useObservableState } from 'observable-hooks';
import type { DentistClinicalPreferences } from '../../application/prescription/clinical-preferences.view-model';

/** The dentist's clinical preferences on the staff's record of the order, read when opened. */
export const DentistPreferences = ({ dentistId, preferences }: { dentistId: string; preferences: DentistClinicalPreferences }) => {
  const [open, setOpen] = useState(false);
  return (
    <details className="dentist-preferences" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Preferências clínicas do dentista</summary>
      {open && <PreferenceList dentistId={dentistId} preferences={preferences} />}
    </details>
  );
};

const PreferenceList = ({ dentistId, preferences }: { dentistId: string; preferences: DentistClinicalPreferences }) => {
  const lines = useObservableState(useMemo(() => preferences.of(dentistId), [preferences, dentistId]));
  if (lines === undefined) return <p className="muted">Carregando…</p>;
  if (E.isLeft(lines)) return <p role="alert">{lines.left}</p>;
  if (lines.right === 'NONE') return <p className="muted">O dentista não salvou preferências clínicas.</p>;
  return (
    <dl className="dentist-preferences__list">
      {lines.right.map((section) => (
        <div key={section.title}>
          <dt>{section.title}</dt>
          {section.lines.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
};
