import { attachmentKindLabels, displayFileName } from '../../domain/attachments/file-acceptance';
import type { DraftOrder } from '../../domain/order/draft-order';
import type { DraftStep } from '../../domain/order/draft-steps';
import { type ExpectedPrice, expectedPriceText } from '../../domain/order/expected-price';
import { arcadesLabel, caseTypeLabel, modelProvideTypeLabel } from '../../domain/order/order-labels';
import { alignerProductLabels, productKindLabels, thicknessLabels } from '../../domain/order/products';
import type { AddressCard } from '../addresses/address-book.view-model';

/** One fact of the order before it is sent, with the step that changes it. */
export interface ReviewRow {
  readonly label: string;
  readonly lines: readonly string[];
  readonly step: DraftStep;
}

const addressLines = (cards: readonly AddressCard[], id: string | null): string[] => {
  const card = cards.find((c) => c.address.id === id);
  return card ? [card.title, card.summary] : ['Não escolhido'];
};

/** The whole order as the dentist sends it: what was chosen at each step, and the price to expect. */
export const draftReview = (draft: DraftOrder, cards: readonly AddressCard[], price: ExpectedPrice | undefined): ReviewRow[] => {
  const product = [
    draft.product ? productKindLabels[draft.product] : 'Não escolhido',
    draft.item ? alignerProductLabels[draft.item] : null,
    draft.thickness ? thicknessLabels[draft.thickness] : null,
  ]
    .filter((s): s is string => s !== null)
    .join(' · ');
  const files = draft.attachments.map((a) => `${attachmentKindLabels[a.type]}: ${displayFileName(a.name)}`);
  const sameAddress = draft.billingAddressId !== null && draft.billingAddressId === draft.shippingAddressId;
  return [
    { label: 'Paciente', lines: [draft.patient?.name ?? 'Não escolhido'], step: 'PATIENT' },
    { label: 'Produto', lines: [product], step: 'PRODUCT' },
    {
      label: 'Caso e arcadas',
      lines: [
        [draft.caseType ? caseTypeLabel(draft.caseType) : null, arcadesLabel(draft.arcadeSuperior, draft.arcadeInferior) || null].filter(Boolean).join(' · ') || 'Não escolhido',
      ],
      step: 'CUSTOMIZE',
    },
    {
      label: 'Modelos',
      lines: [draft.shippingMethod ? modelProvideTypeLabel(draft.shippingMethod) : 'Não escolhido', ...(draft.shippingMethod === 'MODEL_URL' ? [draft.modelUrl] : [])],
      step: 'DATA_SHIPPING',
    },
    { label: 'Arquivos', lines: files.length === 0 ? ['Nenhum arquivo'] : files, step: 'ATTACHMENTS' },
    { label: 'Endereço de entrega', lines: addressLines(cards, draft.shippingAddressId), step: 'ADDRESS' },
    { label: 'Endereço de cobrança', lines: sameAddress ? ['O mesmo da entrega'] : addressLines(cards, draft.billingAddressId), step: 'ADDRESS' },
    ...(price ? [{ label: 'Preço', lines: [expectedPriceText(price)], step: 'CUSTOMIZE' as const }] : []),
  ];
};
