import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import type { Address } from '../../contract/address.contract';
import type { ChangeAddressBody } from '../../contract/planning-actions.contract';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import { OrderAddressesSection } from './order-addresses-section';
import { orderPageMessages } from './order.texts';

const address = (id: string) => ({ id, isShipping: true, isBilling: true }) as Address;

const page = (addresses: readonly Address[]) => {
  const changes: ChangeAddressBody[] = [];
  const said: (string | undefined)[] = [];
  const gateway = {
    changeAddress: async (_orderId: string, body: ChangeAddressBody) => (changes.push(body), E.right(undefined)),
  } as Pick<OrderSectionsGateway, 'changeAddress'> as OrderSectionsGateway;
  const store = {
    state: { busy: false, addresses },
    run: async <A>(call: () => Promise<E.Either<unknown, A>>, success: string | ((a: A) => string) | undefined) => {
      const result = await call();
      said.push(typeof success === 'string' ? success : undefined);
      return E.isRight(result);
    },
  };
  return { gateway, store, changes, said };
};

describe('an order’s addresses, as a section of either order page', () => {
  it('makes a listed address the order’s, of the kind chosen, and says which changed', async () => {
    const p = page([address('a1'), address('a2')]);
    const section = new OrderAddressesSection('o1', p.store, { gateway: p.gateway });
    await section.change('shipping', 'a2');
    await section.change('billing', 'a1');
    expect(p.changes).toEqual([{ shippingAddressId: 'a2' }, { billingAddressId: 'a1' }]);
    expect(p.said).toEqual([orderPageMessages.shippingUpdated, orderPageMessages.billingUpdated]);
  });

  it('changes nothing when the person declines, or for an address the page does not list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom('shipping' as const, 'billing' as const), fc.string({ unit: 'grapheme' }), async (accepts, kind, id) => {
        const p = page([address('a1')]);
        const asked: string[] = [];
        const section = new OrderAddressesSection('o1', p.store, { gateway: p.gateway, askFirst: async (k, a) => (asked.push(`${k}:${a.id}`), accepts) });
        await section.change(kind, id);
        await section.change(kind, 'a1');
        expect(asked).toEqual(id === 'a1' ? [`${kind}:a1`, `${kind}:a1`] : [`${kind}:a1`]);
        const expected = accepts ? (id === 'a1' ? 2 : 1) : 0;
        expect(p.changes).toHaveLength(expected);
      }),
    );
  });
});
