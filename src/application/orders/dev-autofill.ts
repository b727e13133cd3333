import type { DraftAction, DraftOrder } from '../../domain/order/draft-order';

/**
 * Non-production helper (spec §2): the actions that fill the current step with plausible
 * answers, so a developer reaches later steps quickly. Never shown in production builds.
 */
export const devAutofillActions = (draft: DraftOrder, delivery: { readonly id: string; readonly isBilling: boolean } | undefined): DraftAction[] => {
  switch (draft.step) {
    case 'PRODUCT':
      return [{ type: 'productChosen', product: 'ALINHADORES' }];
    case 'CUSTOMIZE':
      return [
        { type: 'caseTypeChosen', caseType: 'CASO_NOVO' },
        { type: 'archToggled', arch: 'upper' },
        { type: 'archToggled', arch: 'lower' },
        draft.product === 'PLACA_CONTENCAO' ? { type: 'thicknessChosen', thickness: 'THICKNESS_075' } : { type: 'itemChosen', item: 'ALIGNER_CA_TRIO' },
      ];
    case 'DATA_SHIPPING':
      return [{ type: 'shippingChosen', method: 'PHYSICAL_DELIVERY' }];
    case 'ADDRESS':
      return delivery
        ? [
            { type: 'useSameAddressToggled', same: true },
            { type: 'shippingAddressChosen', addressId: delivery.id, billing: delivery.isBilling },
          ]
        : [];
    default:
      return [];
  }
};
