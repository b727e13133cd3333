import * as E from 'fp-ts/Either';
import { useObservableState } from 'observable-hooks';
import { type MailPreferencesModel, mailPreferenceTexts } from '../../application/session/mail-preferences';
import { MailDelivery } from '../../domain/mail/mail-notifications';

/** "Notificações": one choice per kind of news, saved when it changes. */
export const MailPreferencesSection = ({ model }: { model: MailPreferencesModel }) => {
  const lines = useObservableState(model.lines$);
  return (
    <section aria-labelledby="mail-preferences-title" className="mail-preferences">
      <h2 id="mail-preferences-title">{mailPreferenceTexts.title}</h2>
      <p>{mailPreferenceTexts.intro}</p>
      {lines === undefined ? (
        <p className="muted">Carregando…</p>
      ) : E.isLeft(lines) ? (
        <p role="alert">{lines.left}</p>
      ) : (
        <ul className="mail-preferences__list">
          {lines.right.map((line) => (
            <li key={line.kind} className="mail-preferences__line">
              <label htmlFor={`mail-${line.kind}`}>{line.label}</label>
              <select
                id={`mail-${line.kind}`}

                value={line.delivery}
                onChange={(e) => {
                  if (MailDelivery.is(e.target.value)) void model.choose(line.kind, e.target.value);
                }}
              >
                {line.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
