import { approvalPrecheck, approvalPrecheckMessages } from '../../domain/order/approval-precheck';
import { attachmentKindLabels, displayFileName } from '../../domain/attachments/file-acceptance';
import { hasImagePreview, hasScanPreview } from '../../domain/attachments/scan-preview';
import { archSourcesOf } from '../scans/scan-dialogs';
import { formatBRL } from '../../domain/format/money';
import { formatFileSize } from '../../domain/format/file-size';
import { arcadesLabel, type CaseType, caseTypeLabel, productCategoryLabel } from '../../domain/order/order-labels';
import { priceBreakdown } from '../../domain/order/planning-total';
import { formatSignedBRL, priceLineLabel } from '../../domain/order/price-line-labels';
import { planningPriceOf } from '../../contract/planning-price';
import { lostDiscountNote } from './bonus-choice.texts';
import { cancellableBy } from '../../domain/order/order-lifecycle';
import { addressChangeable, attachmentsReplaceable, planningDecisionOpen } from '../../domain/order/order-permissions';
import { inPlanningStatuses, type OrderStatus, statusLabel } from '../../domain/order/order-status';
import { alignerProductLabels, thicknessLabels, type AlignerProduct, type Thickness } from '../../domain/order/products';
import { addressSummary, addressTitle } from '../../domain/people/address';
import { patientCpfDisplay } from '../../domain/people/patient';
import { installmentsLabel, paidInInstallments } from '../../domain/order/payment';
import { balanceLabel } from '../../domain/order/bonus-balance';
import type { Address } from '../../contract/address.contract';
import type { OrderDetail, PlanningView } from '../../contract/order-detail.contract';
import { statusExplanations } from '../order-page/status-explanations';
import * as E from 'fp-ts/Either';
import { trackingCodeOf } from '../../domain/order/model-delivery';
import { canBePreApproved } from '../../domain/order/payment';
import { hasPrescriptionForm, productKindOf } from '../../domain/order/products';

const brasiliaDateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** dd/MM/yyyy HH:mm in Brasília time. */
export const formatDateTime = (iso: string): string => brasiliaDateTime.format(new Date(iso)).replace(',', '');

export interface TimelineEntry {
  readonly label: string;
  readonly at: string;
  readonly reason: string | null;
  readonly by: string | null;
}

export interface PlanningCard {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly isCurrent: boolean;
  readonly items: readonly { id: string; description: string; quantity: number; unit: string; amount: string; main: boolean; thickness: string | null }[];
  readonly upgrade: { readonly name: string; readonly price: string } | null;
  /** Bonus steps and discounts, in the order they are taken off, each with its amount ("− R$ 281,00"); with the items and upgrade they add up to the total. */
  readonly deductions: readonly { readonly label: string; readonly amount: string }[];
  /** Why the new-case discount is gone, once the balance's first use took it (spec §4). */
  readonly lostDiscountNote: string | null;
  readonly bonusSteps: number;
  readonly mainSteps: number;
  readonly total: string;
  readonly comment: string | null;
  readonly webViewed: string | null;
  readonly fileViewed: string | null;
  /** The planner's 3D viewer, when given. */
  readonly viewerUrl: string | null;
  /** The plan can be reviewed stage by stage in 3D here. */
  readonly stagesReady: boolean;
}

export interface AddressCardView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
}

// Only an order still on its way to a planning is told that one is coming.
const noPlanningText = (status: OrderStatus): string => {
  if (status === 'CANCELLED') return 'O pedido foi cancelado sem planejamento.';
  if (status === 'DRAFT') return 'O planejamento é feito depois que o pedido é enviado.';
  if (inPlanningStatuses.includes(status) || status === 'REVIEW_REQUESTED')
    return 'O planejamento ainda está sendo preparado. Avisaremos quando ele estiver pronto para a sua aprovação.';
  return 'Este pedido não tem planejamento.';
};

/** What the order page shows, from the order as the API answers it; the rules come from the domain. */
export interface OrderPageView {
  readonly title: string;
  /** Who a printed page of the order is for: "Pedido nº 1039 · Rafael Barbosa". */
  readonly printHeading: string;
  readonly status: string;
  /** One sentence on what the status means for the dentist. */
  readonly explanation: string;
  /** Aligner orders have a Ficha de prescrição to view and print. */
  readonly hasPrescription: boolean;
  /** What the plannings section says while the order has none. */
  readonly noPlanning: string;
  readonly statusCode: OrderDetail['status'];
  readonly timeline: readonly TimelineEntry[];
  readonly facts: readonly (readonly [string, string])[];
  /** `scan`: shown in 3D. */
  /** `scan`: shown in 3D; `picture`: shown as a thumbnail. */
  readonly attachments: readonly { id: string; kind: string; name: string; size: string; scan: boolean; picture: boolean }[];
  /** Both arches are among the files: they can be seen together. */
  readonly arches: boolean;
  readonly shipping: AddressCardView | null;
  readonly billing: AddressCardView | null;
  readonly plannings: readonly PlanningCard[];
  readonly current: PlanningCard | undefined;
  /** Payment, upgrade, balance and current planning can be chosen. */
  readonly decisionOpen: boolean;
  /** Why approving must wait, in plain Portuguese; undefined when it can go ahead. */
  readonly approvalBlocker: string | undefined;
  readonly canPreApprove: boolean;
  readonly canCancel: boolean;
  readonly canChangeAddress: boolean;
  readonly awaitingFiles: boolean;
  readonly wallet: string | null;
  readonly kol: string | null;
  /** The refinement bonus: offered while unused, then said to be in this planning (spec §9: usable once). */
  readonly refinement: string | null;
  readonly payment: string | null;
  /** Models sent by post: where to, and the tracking code once given. */
  readonly modelDelivery: ModelDeliveryView | null;
}

export interface ModelDeliveryView {
  readonly address: readonly string[];
  readonly trackingCode: string | null;
  readonly postedAt: string | null;
  /** The lab waits for the models: the code can be given (or given again). */
  readonly awaitingModels: boolean;
}

const refinementLine = (used: number, available: number): string | null =>
  used > 0
    ? `Bônus de refinamento do paciente: ${steps(used)} ${used === 1 ? 'usada' : 'usadas'} neste planejamento`
    : available > 0
      ? `Bônus de refinamento do paciente: ${steps(available)} ${available === 1 ? 'disponível' : 'disponíveis'}, para usar uma única vez`
      : null;

const addressCard = (a: Address | null): AddressCardView | null => (a ? { id: a.id, title: addressTitle(a), summary: addressSummary(a) } : null);

const steps = (n: number) => `${n} ${n === 1 ? 'etapa' : 'etapas'}`;

export const planningCard = (p: PlanningView, caseType: CaseType | null): PlanningCard => {
  const price = planningPriceOf(p, caseType);
  const { lines, totalCents } = priceBreakdown(price);
  return {
    id: p.id,
    number: p.number,
    title: `Planejamento ${p.number}`,
    isCurrent: p.isCurrent,
    items: p.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: i.quantity,
      unit: formatBRL(i.unitCents),
      amount: formatBRL(i.quantity * i.unitCents),
      main: i.main,
      thickness: i.thickness ? (thicknessLabels[i.thickness as Thickness] ?? null) : null,
    })),
    upgrade: p.upgrade ? { name: p.upgrade.name, price: formatBRL(p.upgrade.priceCents) } : null,
    deductions: lines.filter((l) => l.kind === 'bonus' || l.kind === 'discount').map((l) => ({ label: priceLineLabel(price, l), amount: formatSignedBRL(l.cents) })),
    lostDiscountNote: lostDiscountNote(p.lostDiscounts),
    bonusSteps: p.bonus.dentist + p.bonus.kol + p.bonus.patient,
    mainSteps: p.mainSteps,
    total: formatBRL(totalCents),
    comment: p.comment,
    webViewed: p.planningWebViewedAt ? formatDateTime(p.planningWebViewedAt) : null,
    fileViewed: p.planningFileViewedAt ? formatDateTime(p.planningFileViewedAt) : null,
    viewerUrl: p.viewerUrl,
    stagesReady: p.stages === 'READY',
  };
};

export const orderPageView = (o: OrderDetail): OrderPageView => {
  const current = o.plannings.find((p) => p.isCurrent);
  const decisionOpen = planningDecisionOpen(o.status);
  const verdict = approvalPrecheck(current && { planning: current, payment: o.payment });
  const product = o.productCategory ? productCategoryLabel(o.productCategory) : '-';
  const item = o.item && o.item in alignerProductLabels ? alignerProductLabels[o.item as AlignerProduct] : null;
  const title = `Pedido ${o.caseNumber === null ? '' : `nº ${o.caseNumber}`}`.trim();
  return {
    title,
    printHeading: `${title} · ${o.patient.firstName} ${o.patient.lastName}`,
    status: statusLabel(o.status),
    explanation: statusExplanations[o.status],
    noPlanning: noPlanningText(o.status),
    hasPrescription: o.productCategory !== null && hasPrescriptionForm(productKindOf(o.productCategory)),
    statusCode: o.status,
    timeline: o.statusHistory.map((h) => ({ label: statusLabel(h.to), at: formatDateTime(h.at), reason: h.reason, by: h.actorName })),
    facts: [
      ['Paciente', `${o.patient.firstName} ${o.patient.lastName}`],
      ['CPF do paciente', patientCpfDisplay(o.patient.cpf)],
      ['Produto', item ? `${product} · ${item}` : product],
      ['Tipo de caso', o.caseType ? caseTypeLabel(o.caseType) : '-'],
      ['Arcadas', arcadesLabel(o.arcadeSuperior, o.arcadeInferior) || '-'],
      ...(o.thickness && o.thickness in thicknessLabels ? [['Espessura', thicknessLabels[o.thickness as Thickness]] as const] : []),
      ['Criado em', formatDateTime(o.createdAt)],
      ...(o.modelDelivery ? [['Rastreio dos modelos', o.modelDelivery.trackingCode ?? 'Ainda não informado'] as const] : []),
    ],
    attachments: o.attachments.map((a) => ({
      id: a.id,
      kind: attachmentKindLabels[a.type],
      name: displayFileName(a.name),
      size: formatFileSize(a.size),
      scan: hasScanPreview(a.type, a.name),
      picture: hasImagePreview(a.type, a.name),
    })),
    arches: archSourcesOf(o.attachments, { previewUrlOf: String }).length > 0,
    shipping: addressCard(o.shippingAddress),
    billing: addressCard(o.billingAddress),
    plannings: o.plannings.map((p) => planningCard(p, o.caseType)),
    current: current && planningCard(current, o.caseType),
    decisionOpen,
    approvalBlocker: decisionOpen && verdict !== 'ALLOWED' ? approvalPrecheckMessages[verdict] : undefined,
    canPreApprove: decisionOpen && o.payment !== null && canBePreApproved(o.payment.paymentMethodCode),
    canCancel: cancellableBy('DENTIST', o.status),
    canChangeAddress: addressChangeable(o.status),
    awaitingFiles: attachmentsReplaceable(o.status),
    // Spec §6: the wallet only above zero; the KOL balance only for KOL dentists.
    wallet: o.bonus.wallet.aligners > 0 || o.bonus.wallet.retentions > 0 ? balanceLabel(o.bonus.wallet) : null,
    kol: o.bonus.kol ? balanceLabel(o.bonus.kol) : null,
    refinement: refinementLine(current?.bonus.patient ?? 0, o.bonus.available.patient),
    payment: o.payment
      ? `${o.payment.name}${o.payment.useThirdPartyCheckout ? ' (pagamento externo)' : o.payment.installmentQuantity && paidInInstallments(o.payment.paymentMethodCode) ? `, ${installmentsLabel(current?.totalCents ?? 0, o.payment.installmentQuantity)}` : ''}`
      : null,
    modelDelivery: o.modelDelivery && {
      address: o.modelDelivery.address,
      trackingCode: o.modelDelivery.trackingCode,
      postedAt: o.modelDelivery.postedAt && formatDateTime(o.modelDelivery.postedAt),
      awaitingModels: o.modelDelivery.awaitingModels,
    },
  };
};

/** The tracking code form: a code no carrier prints is said on the field before anything is sent. */
export const trackingFormErrors = (form: { readonly trackingCode: string }): { trackingCode?: string } => {
  const code = trackingCodeOf(form.trackingCode);
  return E.isLeft(code) ? { trackingCode: code.left } : {};
};
