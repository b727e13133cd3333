import { ProductKind } from '../domain/order/products';
import * as t from 'io-ts';
import { Text, text } from '../domain/shared/text';
import { AttachmentKind } from '../domain/attachments/file-acceptance';
import { CaseType, ModelProvideType, ProductCategory } from '../domain/order/order-labels';
import { OrderStatus } from '../domain/order/order-status';
import { PaymentMethodCode } from '../domain/order/payment';
import { Address } from './address.contract';
import { IsoInstant, Uuid } from './common.contract';
import { textLimits } from '../domain/shared/text-limits';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const StatusHistoryEntry = t.type(
  { from: nullable(OrderStatus), to: OrderStatus, at: IsoInstant, reason: nullable(t.string), actorName: nullable(t.string) },
  'StatusHistoryEntry',
);

export const PlanningItem = t.type(
  {
    id: Uuid,
    /** The catalogue product the item came from (its price follows the case's arches), when known. */
    productCode: nullable(t.string),
    description: t.string,
    quantity: t.number,
    unitCents: t.number,
    main: t.boolean,
    thickness: nullable(t.string),
  },
  'PlanningItem',
);
export type PlanningItem = t.TypeOf<typeof PlanningItem>;

export const PlanningDiscountView = t.type(
  { id: Uuid, description: t.string, type: t.keyof({ PERCENTAGE: null, VALUE: null }), value: t.number, stepRange: nullable(t.keyof({ '10-16': null, '17-32': null })) },
  'PlanningDiscountView',
);
export type PlanningDiscountView = t.TypeOf<typeof PlanningDiscountView>;

export const BonusSteps = t.type({ dentist: t.number, kol: t.number, patient: t.number }, 'BonusSteps');
export type BonusSteps = t.TypeOf<typeof BonusSteps>;

/** A planning (spec §3) with its total computed by the domain, in cents. */
export const PlanningView = t.type(
  {
    id: Uuid,
    number: t.number,
    isCurrent: t.boolean,
    items: t.array(PlanningItem),
    discounts: t.array(PlanningDiscountView),
    /** The step-range discounts the balance's first use took away for good (spec §4). */
    lostDiscounts: t.array(PlanningDiscountView),
    upgrade: nullable(t.type({ offerId: Uuid, name: t.string, priceCents: t.number })),
    comment: nullable(t.string),
    mainSteps: t.number,
    bonus: BonusSteps,
    totalCents: t.number,
    planningWebViewedAt: nullable(IsoInstant),
    planningFileViewedAt: nullable(IsoInstant),
    /** The planner's 3D viewer link, when given. */
    viewerUrl: nullable(t.string),
    /** Whether the planning's stages can be reviewed in 3D here. */
    stages: t.keyof({ NONE: null, BUILDING: null, READY: null, FAILED: null }),
  },
  'PlanningView',
);
export type PlanningView = t.TypeOf<typeof PlanningView>;

export const OrderPayment = t.type(
  { planningId: Uuid, paymentConditionId: Uuid, paymentMethodCode: PaymentMethodCode, name: t.string, installmentQuantity: nullable(t.number), useThirdPartyCheckout: t.boolean },
  'OrderPayment',
);
export type OrderPayment = t.TypeOf<typeof OrderPayment>;

/** The balances of the dentist, and what the balance dialog may use on the current planning. */
export const OrderBonus = t.type(
  {
    product: ProductKind,
    wallet: t.type({ aligners: t.number, retentions: t.number }),
    kol: nullable(t.type({ aligners: t.number, retentions: t.number })),
    /** For the current planning, leaving out what it already holds. */
    available: t.type({ dentist: t.number, kol: t.number, patient: t.number, kolUsedThisMonth: t.number }),
  },
  'OrderBonus',
);
export type OrderBonus = t.TypeOf<typeof OrderBonus>;

export const Offer = t.type({ id: Uuid, name: t.string, description: t.string, priceCents: t.number }, 'Offer');
export type Offer = t.TypeOf<typeof Offer>;

export const MessageType = t.type({ id: Uuid, name: t.string }, 'MessageType');
export const MessageTypes = t.array(MessageType, 'MessageTypes');
export type MessageType = t.TypeOf<typeof MessageType>;

/** Models sent by post: where to post them (the provider's address, from configuration) and the tracking code the dentist gave. */
export const ModelDelivery = t.type({ address: t.array(t.string), trackingCode: nullable(t.string), postedAt: nullable(IsoInstant), awaitingModels: t.boolean }, 'ModelDelivery');
export type ModelDelivery = t.TypeOf<typeof ModelDelivery>;

/** PATCH /api/orders/{id}/model-tracking: the code as the dentist typed it (the server writes it as the carrier prints it). */
export const ModelTrackingBody = t.type({ trackingCode: text('Código de rastreio', textLimits.trackingCode) }, 'ModelTrackingBody');

/** GET /api/orders/{id}: the order as its dentist follows it (spec §3 Order read). */
export const OrderDetail = t.type(
  {
    id: Uuid,
    caseNumber: nullable(t.number),
    status: OrderStatus,
    statusHistory: t.array(StatusHistoryEntry),
    caseType: nullable(CaseType),
    productCategory: nullable(ProductCategory),
    item: nullable(t.string),
    thickness: nullable(t.string),
    arcadeSuperior: t.boolean,
    arcadeInferior: t.boolean,
    modelProvideType: nullable(ModelProvideType),
    modelUrl: nullable(t.string),
    /** Only for models sent by post. */
    modelDelivery: nullable(ModelDelivery),
    createdAt: IsoInstant,
    patient: t.type({ id: Uuid, firstName: t.string, lastName: t.string, cpf: nullable(t.string) }),
    dentist: t.type({ id: Uuid, name: t.string, email: t.string, document: nullable(t.string), phone: nullable(t.string), kolPolicy: t.boolean }),
    shippingAddress: nullable(Address),
    billingAddress: nullable(Address),
    attachments: t.array(t.type({ id: Uuid, type: AttachmentKind, name: t.string, size: t.number })),
    plannings: t.array(PlanningView),
    payment: nullable(OrderPayment),
    bonus: OrderBonus,
    offers: t.array(Offer),
    messageTypes: t.array(MessageType),
    planningSurveyPending: t.boolean,
  },
  'OrderDetail',
);
export type OrderDetail = t.TypeOf<typeof OrderDetail>;

export const OrderDetailQuery = t.partial({ checkout: Text }, 'OrderDetailQuery');

export const PaymentCondition = t.type(
  { id: Uuid, code: PaymentMethodCode, name: t.string, maxInstallments: t.number, thirdPartyCheckout: t.boolean, installments: t.array(t.type({ quantity: t.number })) },
  'PaymentCondition',
);
export type PaymentCondition = t.TypeOf<typeof PaymentCondition>;

/** GET /api/orders/{id}/payment?planningId: the conditions for the planning's total, and the one chosen. */
export const PaymentOptions = t.type({ totalCents: t.number, conditions: t.array(PaymentCondition), selected: nullable(OrderPayment) }, 'PaymentOptions');
export type PaymentOptions = t.TypeOf<typeof PaymentOptions>;
