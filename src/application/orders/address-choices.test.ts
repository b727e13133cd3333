import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Address } from '../../contract/address.contract';
import type { AddressCard } from '../addresses/address-book.view-model';
import { addressChoices } from './address-choices';

const card = (id: string, isShipping: boolean, isBilling: boolean): AddressCard => ({ address: { id, isShipping, isBilling } as Address, title: id, summary: id, tags: [] });

describe('address choices of the wizard', () => {
  it('offers for delivery only delivery addresses and for billing only billing addresses', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.boolean()), { maxLength: 8 }), fc.nat(8), (flags, pick) => {
        const cards = flags.map(([s, b], i) => card(`a${i}`, s, b));
        const chosen = cards[pick];
        const choices = addressChoices(cards, { shippingAddressId: chosen?.address.id ?? null });
        expect(choices.shipping.every((c) => c.address.isShipping)).toBe(true);
        expect(choices.billing.every((c) => c.address.isBilling)).toBe(true);
        expect(choices.shipping.length + choices.billing.length).toBe(cards.filter((c) => c.address.isShipping).length + cards.filter((c) => c.address.isBilling).length);
        expect(choices.sameAllowed).toBe(chosen === undefined || chosen.address.isBilling);
      }),
    );
  });
});
