import type { DraftOrder } from '../../domain/order/draft-order';
import type { AddressCard } from '../addresses/address-book.view-model';

export interface AddressChoices {
  /** Addresses the dentist receives orders at (isShipping). */
  readonly shipping: readonly AddressCard[];
  /** Addresses the dentist is billed at (isBilling). */
  readonly billing: readonly AddressCard[];
  /** "Usar o mesmo endereço para cobrança" only when the delivery address also bills. */
  readonly sameAllowed: boolean;
}

/** Spec §5: the wizard's address step offers each address only for what its flags say. */
export const addressChoices = (cards: readonly AddressCard[], draft: Pick<DraftOrder, 'shippingAddressId'>): AddressChoices => {
  const chosen = cards.find((c) => c.address.id === draft.shippingAddressId);
  return {
    shipping: cards.filter((c) => c.address.isShipping),
    billing: cards.filter((c) => c.address.isBilling),
    sameAllowed: chosen === undefined || chosen.address.isBilling,
  };
};
