import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { Paged, PositiveIntFromString, Uuid } from './common.contract';
import { AttachmentKind } from '../domain/attachments/file-acceptance';
import { textLimits } from '../domain/shared/text-limits';

const Steps = t.refinement(t.Int, (n) => n >= 0 && n <= 1000, 'Steps');

export const PlanningQuery = t.type({ planningId: Uuid }, 'PlanningQuery');
export const PlanningBody = t.type({ planningId: Uuid }, 'PlanningBody');

export const ChoosePaymentBody = t.intersection(
  [
    t.type({ planningId: Uuid, paymentConditionId: Uuid }),
    // No count is no key at all (spec §3: empty values are dropped).
    t.partial({ installments: t.refinement(t.Int, (n) => n >= 1 && n <= 99, 'Installments'), useThirdPartyCheckout: t.boolean }),
  ],
  'ChoosePaymentBody',
);
export type ChoosePaymentBody = t.OutputOf<typeof ChoosePaymentBody>;

export const OfferParams = t.type({ id: Uuid, offerId: Uuid }, 'OfferParams');
export const PlanningParams = t.type({ id: Uuid, planningId: Uuid }, 'PlanningParams');
export const AttachmentParams = t.type({ id: Uuid, attId: Uuid }, 'AttachmentParams');

export const PlanningViewBody = t.type({ type: t.keyof({ WEB: null, FILE: null }), planningId: Uuid }, 'PlanningViewBody');
export type PlanningViewType = t.TypeOf<typeof PlanningViewBody>['type'];

/** Steps from each balance (spec §7 `{dentist, kol}`); `patient` uses the refinement bonus. */
export const BalanceBody = t.intersection([t.type({ dentist: Steps, kol: Steps }), t.partial({ patient: Steps })], 'BalanceBody');
export type BalanceBody = t.OutputOf<typeof BalanceBody>;

/** Offers answer the name of the offer applied or removed. */
export const OfferName = t.type({ name: t.string }, 'OfferName');
/** Which of the order's addresses changed. */
export const AddressChanged = t.type({ kind: t.keyof({ shipping: null, billing: null }) }, 'AddressChanged');

export const ChangeAddressBody = t.union([t.type({ shippingAddressId: Uuid }), t.type({ billingAddressId: Uuid })], 'ChangeAddressBody');
export type ChangeAddressBody = t.OutputOf<typeof ChangeAddressBody>;

export const AddAttachmentBody = t.type({ attachmentId: Uuid, type: AttachmentKind }, 'AddAttachmentBody');
export const ReplaceAttachmentBody = t.type({ attachmentId: Uuid }, 'ReplaceAttachmentBody');

export const MessagesQuery = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString }, 'MessagesQuery');
const MessageText = t.refinement(text('Mensagem', textLimits.message), (s) => s.trim() !== '', 'MessageText');
export const PostMessageBody = t.type({ messageTypeId: Uuid, message: MessageText }, 'PostMessageBody');
export type PostMessageBody = t.OutputOf<typeof PostMessageBody>;

export const OrderMessage = t.type(
  {
    id: Uuid,
    author: t.union([t.type({ name: t.string, staff: t.boolean }), t.null]),
    messageType: t.type({ id: Uuid, name: t.string }),
    message: t.string,
    createdAt: t.string,
  },
  'OrderMessage',
);
export type OrderMessage = t.TypeOf<typeof OrderMessage>;
export const OrderMessagePage = Paged(OrderMessage);
export type OrderMessagePage = t.TypeOf<typeof OrderMessagePage>;

export const PlanningSurveyCode = t.type({ code: t.keyof({ ANSWER_LATER: null, NOT_INTERESTED: null }) }, 'PlanningSurveyCode');
export type PlanningSurveyCodeBody = t.OutputOf<typeof PlanningSurveyCode>;

export const planningMessages = {
  notFound: 'Pedido não encontrado',
  planningNotFound: 'Planejamento não encontrado.',
  conditionNotFound: 'Condição de pagamento não encontrada.',
  offerNotFound: 'Upgrade não encontrado.',
  noOffer: 'Este planejamento não tem upgrade.',
  addressNotFound: 'Endereço não encontrado.',
  attachmentNotFound: 'Arquivo não encontrado.',
  messageTypeNotFound: 'Tipo de mensagem não encontrado.',
  fileUnavailable: 'O arquivo do planejamento ainda não está disponível.',
  surveyNotDue: 'Esta pesquisa não está disponível para este planejamento.',
  noRefinement: 'Este pedido não tem bônus de refinamento disponível.',
} as const;
