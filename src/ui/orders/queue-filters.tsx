import { useState } from 'react';
import type { QueueSort } from '../../contract/orders.contract';
import type { StaffMember } from '../../contract/staff-order.contract';
import { type ProductCategory, productCategoryLabel, productFilterChoices } from '../../domain/order/order-labels';
import type { KeptFilters } from '../../application/orders/orders-list.view-model';
import { DateField } from '../widgets/date-field';
import { type QueueState, queueTexts, type StaffQueue } from '../../application/orders/staff-queue';

/** The staff queue's filters: status chips with their counts, the late ones, "Meus pedidos", consultant, product, dates and order. */
export const QueueFilters = ({ queue, state, filters, consultants }: { queue: StaffQueue; state: QueueState; filters: KeptFilters; consultants: readonly StaffMember[] }) => (
  <div className="queue">
    <div className="queue__chips" role="group" aria-label="Status">
      {state.chips.map((chip) => (
        <button key={chip.status} type="button" className={chip.on ? 'chip chip--on' : 'chip'} aria-pressed={chip.on} onClick={() => queue.toggleStatus(chip.status)}>
          {chip.label} {chip.count !== undefined && <span className="chip__count">{chip.count}</span>}
        </button>
      ))}
      <button type="button" className={state.late.on ? 'chip chip--late chip--on' : 'chip chip--late'} aria-pressed={state.late.on} onClick={() => queue.toggleLate()}>
        {queueTexts.late} {state.late.count !== undefined && <span className="chip__count">{state.late.count}</span>}
      </button>
      <button type="button" className={state.mine ? 'chip chip--on' : 'chip'} aria-pressed={state.mine} onClick={() => queue.toggleMine()}>
        {queueTexts.mine}
      </button>
    </div>
    <details
      className="queue__details"
      open={
        filters.consultantId !== undefined ||
        filters.productCategory !== undefined ||
        filters.createdFrom !== undefined ||
        filters.createdTo !== undefined ||
        filters.sort !== undefined ||
        undefined
      }
    >
      <summary>Mais filtros e ordem</summary>
      <div className="queue__more">
        <label className="filters__select">
          <span className="field__label">Consultor</span>
          <select value={filters.consultantId ?? ''} onChange={(e) => queue.setConsultant(e.target.value)}>
            <option value="">Todos os consultores</option>
            {consultants.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__select">
          <span className="field__label">Produto</span>
          <select value={filters.productCategory ?? ''} onChange={(e) => queue.setProduct(e.target.value as ProductCategory | '')}>
            <option value="">Todos os produtos</option>
            {productFilterChoices.map((p) => (
              <option key={p} value={p}>
                {productCategoryLabel(p)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label="Criados de"
          name="queue-created-from"
          value={state.created.from.text}
          error={state.created.from.error}
          onChange={(text) => queue.typeCreated('from', text)}
        />
        <DateField label="até" name="queue-created-to" value={state.created.to.text} error={state.created.to.error} onChange={(text) => queue.typeCreated('to', text)} />
        <label className="filters__select">
          <span className="field__label">Ordem</span>
          <select value={filters.sort ?? 'NEWEST'} onChange={(e) => queue.setSort(e.target.value as QueueSort)}>
            {(Object.keys(queueTexts.sortLabels) as QueueSort[]).map((s) => (
              <option key={s} value={s}>
                {queueTexts.sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </details>
  </div>
);

/** What staff do to the orders they chose: make someone responsible for them. */
export const AssignBar = ({ queue, count, employees }: { queue: StaffQueue; count: number; employees: readonly StaffMember[] }) => {
  const [person, setPerson] = useState('');
  if (count === 0) return null;
  return (
    <div className="queue__assign" role="region" aria-label="Pedidos selecionados">
      <span>{count === 1 ? '1 pedido selecionado' : `${count} pedidos selecionados`}</span>
      <label className="filters__select">
        <span className="field__label">Responsável</span>
        <select value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">Escolha…</option>
          <option value="-">Ninguém (tirar o responsável)</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={person === ''}
        onClick={() => void queue.assign(person === '-' ? null : (employees.find((e) => e.id === person) ?? null)).then((done) => done && setPerson(''))}
      >
        Atribuir
      </button>
    </div>
  );
};
