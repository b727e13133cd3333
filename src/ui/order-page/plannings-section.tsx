import type { LoadedOrderPage } from '../../application/order-page/order-page.state';
import type { OrderPageViewModel } from '../../application/order-page/order-page.view-model';
import type { PlanningCard } from '../../application/order/order.view';
import { formatBRL } from '../../domain/format/money';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { PlanningComment, PlanningItems } from '../order/planning-lines';

const PlanningBox = ({ planning, vm, state }: { planning: PlanningCard; vm: OrderPageViewModel; state: LoadedOrderPage }) => {
  const view = state.view;
  const offers = state.order.offers;
  return (
    <article className={planning.isCurrent ? 'planning planning--current' : 'planning'} aria-label={planning.title}>
      <header className="planning__head">
        <h3>{planning.title}</h3>
        {planning.isCurrent ? <span className="badge badge--progress">Planejamento atual</span> : null}
      </header>
      <PlanningItems planning={planning} />
      <PlanningComment comment={planning.comment} />
      <div className="planning__views">
        {planning.stagesReady && (
          <button type="button" className="button button--primary" onClick={() => void vm.planReview.open(planning, state.view.plannings, state.view.printHeading)}>
            {planReviewTexts.open}
          </button>
        )}
        <button type="button" className="button" onClick={() => void vm.openWebView(planning.id)}>
          Visualizar planejamento
        </button>
        <a className="button" href={vm.fileUrl(planning.id)} download onClick={() => void vm.fileOpened(planning.id)}>
          Baixar arquivo do planejamento
        </a>
        <span className="muted">
          Visualização web: {planning.webViewed ?? 'ainda não aberta'} · Arquivo: {planning.fileViewed ?? 'ainda não baixado'}
        </span>
      </div>
      {view.decisionOpen && planning.isCurrent && (
        <div className="planning__upgrades">
          <strong>Upgrades</strong>
          {planning.upgrade ? (
            <p>
              {planning.upgrade.name} aplicado.{' '}
              <button type="button" className="link-button" disabled={state.busy} onClick={() => void vm.payment.removeOffer()}>
                Remover upgrade
              </button>
            </p>
          ) : (
            <ul>
              {offers.map((o) => (
                <li key={o.id}>
                  <span>
                    <strong>{o.name}</strong> ({formatBRL(o.priceCents)}) — {o.description}
                  </span>
                  <button type="button" className="button button--small" disabled={state.busy} onClick={() => void vm.payment.applyOffer(o.id)}>
                    Adicionar
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {view.decisionOpen && !planning.isCurrent && (
        <button type="button" className="button" disabled={state.busy} onClick={() => void vm.makeCurrent(planning.id)}>
          Usar este planejamento
        </button>
      )}
    </article>
  );
};

export const PlanningsSection = ({ vm, state }: { vm: OrderPageViewModel; state: LoadedOrderPage }) => {
  const plannings = state.view.plannings;
  return (
    <section className="card order-section">
      <h2>Planejamentos</h2>
      {plannings.length === 0 ? (
        <p className="muted">{state.view.noPlanning}</p>
      ) : (
        [...plannings].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)).map((p) => <PlanningBox key={p.id} planning={p} vm={vm} state={state} />)
      )}
    </section>
  );
};
