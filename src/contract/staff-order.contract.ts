import { ProductKind } from '../domain/order/products';
import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { CaseType } from '../domain/order/order-labels';
import { OrderStatus } from '../domain/order/order-status';
import { isViewerUrl, planningEditMessages } from '../domain/order/planning-edits';
import { Arcade } from './arch-spellings';
import { IsoInstant, Paged, PositiveIntFromString, Uuid } from './common.contract';
import { OrderDetail } from './order-detail.contract';
import { textLimits } from '../domain/shared/text-limits';
import { Int32 } from '../domain/shared/wire-numbers';
import { IsoDate } from './orders.contract';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const ConsultantSaveType = t.keyof({ THIS_ORDER: null, DENTIST: null }, 'ConsultantSaveType');
export type ConsultantSaveType = t.TypeOf<typeof ConsultantSaveType>;

export const AuditEntry = t.type(
  { action: t.string, actorName: nullable(t.string), before: t.record(t.string, t.unknown), after: t.record(t.string, t.unknown), reason: nullable(t.string), at: IsoInstant },
  'AuditEntry',
);
export type AuditEntry = t.TypeOf<typeof AuditEntry>;

/** GET /api/admin/orders/{id}: the dentist's view of the order plus what staff edit. */
export const StaffOrderDetail = t.intersection(
  [
    OrderDetail,
    t.type({
      version: t.number,
      caseContinuationNumber: nullable(t.number),
      responsableId: nullable(Uuid),
      relationshipConsultantId: nullable(Uuid),
      acquisitionConsultantId: nullable(Uuid),
      forecastApprovalDate: nullable(IsoDate),
      forecastComment: nullable(t.string),
      nextStatuses: t.array(OrderStatus),
      planningEditable: t.boolean,
      dentistOnyxCode: nullable(t.string),
      planningFiles: t.array(
        t.type({
          planningId: Uuid,
          fileName: nullable(t.string),
          viewerUrl: nullable(t.string),
          /** The stage models' ZIP: where its build stands, why it was refused, and how many stages it has. */
          stages: nullable(
            t.type({ status: t.keyof({ BUILDING: null, READY: null, FAILED: null }), message: nullable(t.string), stageCount: nullable(t.number), attachmentId: Uuid }),
          ),
        }),
      ),
      audit: t.array(AuditEntry),
    }),
  ],
  'StaffOrderDetail',
);
export type StaffOrderDetail = t.TypeOf<typeof StaffOrderDetail>;

/** PATCH /api/admin/orders/{id}: the edit form; `version` is what the form was loaded with. */
export const StaffOrderPatch = t.intersection(
  [
    t.type({ version: Int32 }),
    t.partial({
      caseNumber: nullable(t.refinement(t.Int, (n) => n >= 1 && n <= 99_999_999, 'CaseNumber')),
      caseContinuationNumber: nullable(t.refinement(t.Int, (n) => n >= 1 && n <= 99_999_999, 'CaseContinuationNumber')),
      responsableId: nullable(Uuid),
      relationshipConsultantId: nullable(Uuid),
      acquisitionConsultantId: nullable(Uuid),
      relationshipConsultantSaveType: ConsultantSaveType,
      acquisitionConsultantSaveType: ConsultantSaveType,
      statusId: OrderStatus,
      statusChangeReason: text('Motivo da mudança de status', textLimits.statusChangeReason),
      forecastApprovalDate: nullable(IsoDate),
      forecastComment: text('Comentário da previsão', textLimits.forecastComment),
      caseType: CaseType,
    }),
  ],
  'StaffOrderPatch',
);
export type StaffOrderPatchBody = t.OutputOf<typeof StaffOrderPatch>;

export const StatusOption = t.type({ code: OrderStatus, label: t.string }, 'StatusOption');
export const StatusPage = Paged(StatusOption);
export type StatusPage = t.TypeOf<typeof StatusPage>;

export const StaffMember = t.type({ id: Uuid, name: t.string, role: t.string }, 'StaffMember');
export type StaffMember = t.TypeOf<typeof StaffMember>;
export const StaffPage = Paged(StaffMember);
export type StaffPage = t.TypeOf<typeof StaffPage>;
export const StaffList = t.array(StaffMember);

export const PageParams = t.partial({ page: PositiveIntFromString, limit: PositiveIntFromString }, 'PageParams');

const Amount = t.refinement(t.Int, (n) => n >= 1 && n <= 1000, 'Amount');
export const AddBalanceBody = t.type({ type: t.keyof({ DENTIST: null, KOLS: null, PATIENT: null }), amount: Amount, product: ProductKind }, 'AddBalanceBody');
export type AddBalanceBody = t.OutputOf<typeof AddBalanceBody>;

export const CreatePlanningBody = t.type({ basedOnPrevious: t.boolean }, 'CreatePlanningBody');

const viewerUrlText = text('Link do visualizador 3D', textLimits.viewerUrl);
// A wrong link is answered with what is wrong with it, not with the field's name.
const ViewerUrl = new t.Type<string, string, unknown>(
  'ViewerUrl',
  (u): u is string => viewerUrlText.is(u) && isViewerUrl(u),
  (u, c) => {
    const decoded = viewerUrlText.validate(u, c);
    return decoded._tag === 'Right' && !isViewerUrl(decoded.right) ? t.failure(u, c, planningEditMessages.viewerUrl) : decoded;
  },
  t.identity,
);
export const PlanningPatchBody = t.partial(
  { comment: text('Comentário', textLimits.planningComment), viewerUrl: ViewerUrl, fileAttachmentId: nullable(Uuid) },
  'PlanningPatchBody',
);
export type PlanningPatchBody = t.OutputOf<typeof PlanningPatchBody>;

export const DiscountBody = t.type(
  { description: text('Descrição', textLimits.discountDescription), type: t.keyof({ PERCENTAGE: null, VALUE: null }), value: Int32 },
  'DiscountBody',
);
export type DiscountBody = t.OutputOf<typeof DiscountBody>;
export const DiscountQuery = t.type({ discountId: Uuid }, 'DiscountQuery');

export const ProductBody = t.type({ productId: Uuid, quantity: Int32 }, 'ProductBody');
export const ProductParams = t.type({ id: Uuid, pid: Uuid, prodId: Uuid }, 'ProductParams');
export const StaffPlanningParams = t.type({ id: Uuid, pid: Uuid }, 'StaffPlanningParams');
export const PatientParams = t.type({ id: Uuid, patientId: Uuid }, 'PatientParams');
export const ArcadeBody = t.type({ arcade: Arcade }, 'ArcadeBody');

export const Product = t.type({ id: Uuid, code: t.string, name: t.string, pricingKind: t.string, unitCents: t.number, main: t.boolean }, 'Product');
export type Product = t.TypeOf<typeof Product>;
export const ProductList = t.array(Product);

/** The planning a staff member just created. */
export const PlanningCreated = t.type({ id: Uuid }, 'PlanningCreated');
export const OnyxCodeAnswer = t.type({ onyxCode: t.string }, 'OnyxCodeAnswer');

export const OnyxCodeBody = t.type({ onyxCode: t.refinement(text('Código do Onyx', textLimits.onyxCode), (s) => s.trim() !== '', 'OnyxCodeText') }, 'OnyxCodeBody');

export const staffOrderMessages = {
  changedMeanwhile: 'Outra pessoa alterou este pedido enquanto você editava. Recarregamos os dados: confira e salve de novo.',
  changedInAnotherTab: 'Você alterou este pedido em outra aba enquanto editava aqui. Recarregamos os dados: confira e salve de novo.',
  caseNumberTaken: 'Este número de caso já está em uso em outro pedido.',
  reasonRequired: 'Informe o motivo da mudança de status.',
  productNotFound: 'Produto não encontrado.',
  itemNotFound: 'Item não encontrado no planejamento.',
  discountNotFound: 'Desconto não encontrado.',
  patientNotFound: 'Paciente não encontrado entre os pacientes do dentista.',
  userNotFound: 'Pessoa da equipe não encontrada.',
  dentistNotFound: 'Dentista não encontrado.',
  noPatientBalance: 'O saldo de refinamento é do paciente: use-o num pedido com paciente.',
} as const;
