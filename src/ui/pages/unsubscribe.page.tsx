import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link, useParams } from 'react-router-dom';
import { UnsubscribeModel } from '../../application/session/mail-preferences';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { mailPreferencesArea } from '../composition/mail-preferences.area';
import { usePageTitle } from '../widgets/page-title';

/** Where an e-mail's "Não receber mais" link lands, signed in or not. */
export const UnsubscribePage = () => {
  usePageTitle('Deixar de receber e-mails');
  useAreas(mailPreferencesArea);
  const model = useService(UnsubscribeModel);
  const token = useParams().token ?? '';
  const state = useObservableState(model.state$, { phase: 'loading' });
  useEffect(() => void model.open(token), [model, token]);
  return (
    <section className="login login--single">
      <div className="card login__card">
        <h1 className="login__title">Deixar de receber e-mails</h1>
        {state.phase === 'loading' ? (
          <p className="muted">Carregando…</p>
        ) : state.phase === 'invalid' ? (
          <p role="alert">{state.message}</p>
        ) : state.phase === 'asking' ? (
          <>
            <p>Você deixará de receber por e-mail as novidades sobre {state.what}. As demais continuam como estão.</p>
            <button type="button" className="button button--primary button--block" onClick={() => void model.confirm(token)}>
              Não receber mais
            </button>
          </>
        ) : (
          <p role="status">Pronto. Você não receberá mais e-mails sobre {state.what}. Para voltar a recebê-los, entre no portal e escolha em Meus dados → Notificações.</p>
        )}
        <p className="login__register">
          <Link to="/my-data">Ir para Meus dados</Link>
        </p>
      </div>
    </section>
  );
};
