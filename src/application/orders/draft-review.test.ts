import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyDraft, type DraftOrder } from '../../domain/order/draft-order';
import { draftSteps } from '../../domain/order/draft-steps';
import type { AddressCard } from '../addresses/address-book.view-model';
import { draftReview } from './draft-review';

const card = (id: string, title: string): AddressCard => ({ address: { id } as AddressCard['address'], title, summary: `Rua ${title}, 10 · São Paulo/SP`, tags: [] });
const cards = [card('a1', 'Consultório'), card('a2', 'Financeiro')];
const draft: DraftOrder = {
  ...emptyDraft,
  patient: { id: 'p1', name: 'Maria Santos' },
  product: 'ALINHADORES',
  caseType: 'CASO_NOVO',
  arcadeSuperior: true,
  item: 'ALIGNER_CA_SOFT',
  shippingMethod: 'UPLOAD',
  attachments: [{ attachmentId: 'x', type: 'MODEL_SUPERIOR', name: 'superior.stl', size: 1 }],
  shippingAddressId: 'a1',
  billingAddressId: 'a2',
  useSameAddress: false,
};

describe('the review before sending', () => {
  it('names every step once at least, in the wizard’s order, each row leading back to its step', () => {
    const rows = draftReview(draft, cards, undefined);
    const steps = rows.map((r) => draftSteps.indexOf(r.step));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.step))).toEqual(new Set(draftSteps.filter((s) => s !== 'QUIZ')));
  });

  it('shows each address by its title and summary, the billing one as "the same" when it is', () => {
    fc.assert(
      fc.property(fc.constantFrom('a1', 'a2'), fc.constantFrom('a1', 'a2'), (shipping, billing) => {
        const rows = draftReview({ ...draft, shippingAddressId: shipping, billingAddressId: billing }, cards, undefined);
        const line = (label: string) => rows.find((r) => r.label === label)!.lines;
        expect(line('Endereço de entrega')[0]).toBe(shipping === 'a1' ? 'Consultório' : 'Financeiro');
        expect(line('Endereço de cobrança')).toEqual(
          shipping === billing ? ['O mesmo da entrega'] : [billing === 'a1' ? 'Consultório' : 'Financeiro', cards.find((c) => c.address.id === billing)!.summary],
        );
      }),
    );
  });

  it('names the files by their slot, and the price only once the table named one', () => {
    const rows = draftReview(draft, cards, { kind: 'PER_STEP', unitCents: 19000, arches: 1 });
    expect(rows.find((r) => r.label === 'Arquivos')!.lines).toEqual(['Modelo superior: superior.stl']);
    expect(rows.find((r) => r.label === 'Preço')!.lines[0]).toMatch(/^A partir de R\$\s190,00 por etapa \(uma arcada\)/);
    expect(draftReview(draft, cards, undefined).some((r) => r.label === 'Preço')).toBe(false);
  });
});
