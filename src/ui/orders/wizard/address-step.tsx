import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import type { DraftOrder } from '../../../domain/order/draft-order';
import type { AddressBookViewModel, AddressCard } from '../../../application/addresses/address-book.view-model';
import type { NewOrderViewModel } from '../../../application/orders/new-order.view-model';
import { PlusIcon } from '../../widgets/icons';
import { addressChoices } from '../../../application/orders/address-choices';

const AddressChoice = ({
  name,
  cards,
  selected,
  onSelect,
  label,
  none,
  create,
}: {
  name: string;
  cards: readonly AddressCard[];
  selected: string | null;
  onSelect: (card: AddressCard) => void;
  label: string;
  none: string;
  create: () => void;
}) => (
  <fieldset className="address-choice">
    <legend>{label}</legend>
    {cards.length === 0 && (
      <p className="muted">
        {none}{' '}
        <button type="button" className="link-button" onClick={create}>
          Cadastrar endereço
        </button>
      </p>
    )}
    {cards.map((card) => (
      <label key={card.address.id} className={selected === card.address.id ? 'address-option address-option--on' : 'address-option'}>
        <input type="radio" name={name} checked={selected === card.address.id} onChange={() => onSelect(card)} />
        <span>
          <strong>{card.title}</strong>
          <span className="address-option__summary">{card.summary}</span>
        </span>
      </label>
    ))}
  </fieldset>
);

/** Shipping and billing address, each from the addresses flagged for it; the same one when it serves both. */
export const AddressStep = ({ draft, wizard, book }: { draft: DraftOrder; wizard: NewOrderViewModel; book: AddressBookViewModel }) => {
  const { cards } = useObservableState(book.state$, { loading: true, cards: [] });
  useEffect(() => void book.reload(), [book]);
  const choices = addressChoices(cards, draft);
  const create = () => book.openForm(undefined);
  return (
    <div className="customize">
      <AddressChoice
        name="shipping"
        label="Endereço de entrega"
        cards={choices.shipping}
        none="Nenhum endereço de entrega cadastrado."
        create={create}
        selected={draft.shippingAddressId}
        onSelect={(card) => wizard.dispatch({ type: 'shippingAddressChosen', addressId: card.address.id, billing: card.address.isBilling })}
      />
      <label className="check">
        <input
          type="checkbox"
          disabled={!choices.sameAllowed}
          checked={draft.useSameAddress}
          onChange={(e) => wizard.dispatch({ type: 'useSameAddressToggled', same: e.target.checked })}
        />
        <span>Usar o mesmo endereço para cobrança</span>
      </label>
      {!choices.sameAllowed && <p className="muted">Este endereço é só de entrega: escolha abaixo o endereço de cobrança.</p>}
      {!draft.useSameAddress && (
        <AddressChoice
          name="billing"
          label="Endereço de cobrança"
          cards={choices.billing}
          none="Nenhum endereço de cobrança cadastrado."
          create={create}
          selected={draft.billingAddressId}
          onSelect={(card) => wizard.dispatch({ type: 'billingAddressChosen', addressId: card.address.id })}
        />
      )}
      <button type="button" className="button button--small" onClick={create}>
        <PlusIcon /> Novo endereço
      </button>
    </div>
  );
};
