import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import type { DraftOrder } from '../../../domain/order/draft-order';
import { AddressBook, type AddressCard } from '../../../application/onboarding/address-book';
import type { NewOrderWizard } from '../../../application/orders/new-order-wizard';
import { useService } from '../../di/container-context';
import { PlusIcon } from '../../widgets/icons';

const AddressChoice = ({ name, cards, selected, onSelect, label }: { name: string; cards: readonly AddressCard[]; selected: string | null; onSelect: (id: string) => void; label: string }) => (
  <fieldset className="address-choice">
    <legend>{label}</legend>
    {cards.length === 0 && <p className="muted">Nenhum endereço cadastrado ainda.</p>}
    {cards.map((card) => (
      <label key={card.address.id} className={selected === card.address.id ? 'address-option address-option--on' : 'address-option'}>
        <input type="radio" name={name} checked={selected === card.address.id} onChange={() => onSelect(card.address.id)} />
        <span>
          <strong>{card.title}</strong>
          <span className="address-option__summary">{card.summary}</span>
        </span>
      </label>
    ))}
  </fieldset>
);

/** Shipping and billing address, the same one unless the dentist says otherwise. */
export const AddressStep = ({ draft, wizard }: { draft: DraftOrder; wizard: NewOrderWizard }) => {
  const book = useService(AddressBook);
  const { cards } = useObservableState(book.state$, { loading: true, cards: [] });
  useEffect(() => void book.reload(), [book]);
  return (
    <div className="customize">
      <AddressChoice name="shipping" label="Endereço de entrega" cards={cards} selected={draft.shippingAddressId} onSelect={(id) => wizard.dispatch({ type: 'shippingAddressChosen', addressId: id })} />
      <label className="check">
        <input type="checkbox" checked={draft.useSameAddress} onChange={(e) => wizard.dispatch({ type: 'useSameAddressToggled', same: e.target.checked })} />
        <span>Usar o mesmo endereço para cobrança</span>
      </label>
      {!draft.useSameAddress && (
        <AddressChoice name="billing" label="Endereço de cobrança" cards={cards} selected={draft.billingAddressId} onSelect={(id) => wizard.dispatch({ type: 'billingAddressChosen', addressId: id })} />
      )}
      <button type="button" className="button button--small" onClick={() => book.openForm(undefined)}>
        <PlusIcon /> Novo endereço
      </button>
    </div>
  );
};
