import type { Arch, Arches } from '../../domain/order/arch';
import * as E from 'fp-ts/Either';
import { mayEditPlanning, staffMaySetBalance } from '../../domain/order/order-permissions';

import { type ArchCount, archStepsOf, itemsForArches } from '../../domain/order/arch-pricing';
import { addArch, type DiscountInput, removeArch, validateDiscount, validateQuantity } from '../../domain/order/planning-edits';
import type { BalanceRequest } from '../../domain/order/bonus-balance';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { staffOrderMessages } from '../../contract/staff-order.contract';
import { planningMessages } from '../../contract/planning-actions.contract';
import type { Trx } from '../db/database';
import type { Order } from '../../domain/order/order';
import { recordStaffChange } from '../orders/order-audit.repository';
import { lastItemPosition, type PlanningWithExtras } from './plannings.repository';
import { planningTotal } from '../../domain/order/planning-total';
import { planningPriceOf } from '../../contract/planning-price';
import { fileKindOf } from '../uploads/order-files.repository';
import { fileName } from '../orders/audit-snapshots.repository';
import {
  copyPlanningLines,
  deleteDiscount,
  deleteItem,
  findProduct,
  insertCurrentPlanning,
  insertDiscount,
  insertItem,
  catalogue,
  planningsNewestFirst,
  setOrderArches,
  updateItems,
  updatePlanningNotes,
} from './planning-builder.repository';
import { orderPlanning } from './planning-choices';
import { lastStageOf, replaceChairWork, requestStageBuild } from '../plan-review/planning-stages.repository';
import { type ChairWork, checkChairWork } from '../../domain/planning/chair-work';
import type { SendStagesBody } from '../../contract/planning-stages.contract';
import { reserveBonus } from '../payments/reserve-bonus';

// Staff build an order's plannings while it is in virtual planning (spec §4, §7). Each change
// runs in the caller's transaction with the order row locked, is written to the order's audit
// trail, and answers Either.

type Result<T> = Promise<E.Either<DomainError, T>>;
type AuditValues = Record<string, string | number | boolean | null>;

/** Who changes the plannings, and when. */
export interface StaffChange {
  readonly staffId: string;
  readonly at: Date;
  readonly newId: () => string;
}

/** What a change did: the values it set (`after`), those it replaced (`before`), and its answer. */
interface Done<T> {
  readonly after: AuditValues;
  readonly before?: AuditValues;
  readonly answer: T;
}

const recorded = async <T>(trx: Trx, order: Order, who: StaffChange, action: string, done: E.Either<DomainError, Done<T>>): Result<T> => {
  if (E.isLeft(done)) return done;
  const { after, before } = done.right;
  await recordStaffChange(trx, { id: who.newId(), orderId: order.id, actorId: who.staffId, action, after, ...(before ? { before } : {}), at: who.at });
  return E.right(done.right.answer);
};

/** One change of a planning: allowed only while the order is in planning, then audited. */
const planningChange = async <T>(trx: Trx, order: Order, who: StaffChange, action: string, work: () => Promise<E.Either<DomainError, Done<T>>>): Result<T> => {
  const allowed = mayEditPlanning(order.status);
  return E.isLeft(allowed) ? allowed : recorded(trx, order, who, action, await work());
};

/** A change of one named planning of the order, given the planning as it is before the change. */
const onPlanning = <T>(
  trx: Trx,
  order: Order,
  who: StaffChange,
  action: string,
  planningId: string,
  work: (planning: PlanningWithExtras) => Promise<E.Either<DomainError, Done<T>>>,
): Result<T> =>
  planningChange(trx, order, who, action, async () => {
    const planning = await orderPlanning(trx, order, planningId);
    if (E.isLeft(planning)) return planning;
    // The trail names the planning as people do, by its number.
    const done = await work(planning.right);
    return E.isLeft(done) ? done : E.right({ ...done.right, after: { planning: planning.right.row.number, ...done.right.after } });
  });

/** A new current planning, blank or copying the previous one's comment, items and discounts. */
export const createPlanning = (trx: Trx, order: Order, who: StaffChange, basedOnPrevious: boolean): Result<{ id: string }> =>
  planningChange(trx, order, who, 'PLANNING_CREATED', async () => {
    const existing = await planningsNewestFirst(trx, order.id);
    const previous = existing.find((p) => p.is_current) ?? existing[0];
    const copy = basedOnPrevious ? previous : undefined;
    const id = who.newId();
    await insertCurrentPlanning(trx, { id, orderId: order.id, number: (existing[0]?.number ?? 0) + 1, comment: copy?.comment ?? null, at: who.at });
    if (copy) await copyPlanningLines(trx, copy.id, id, who.newId);
    return E.right({ after: { planning: (existing[0]?.number ?? 0) + 1, basedOnPrevious: copy !== undefined }, answer: { id } });
  });

export interface PlanningNotes {
  readonly comment?: string;
  readonly viewerUrl?: string;
  readonly fileAttachmentId?: string | null;
}

/** The planner's comment, the 3D viewer link and the planning's file (one the staff member uploaded). */
export const updatePlanningNotesOf = (trx: Trx, order: Order, who: StaffChange, planningId: string, notes: PlanningNotes): Result<void> =>
  onPlanning(trx, order, who, 'PLANNING_UPDATED', planningId, async () => {
    if (notes.fileAttachmentId && (await fileKindOf(trx, notes.fileAttachmentId, [who.staffId])) !== 'PLANNING_FILE')
      return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
    await updatePlanningNotes(trx, planningId, {
      ...(notes.comment !== undefined ? { comment: notes.comment.trim() || null } : {}),
      ...(notes.viewerUrl !== undefined ? { viewer_url: notes.viewerUrl || null } : {}),
      ...(notes.fileAttachmentId !== undefined ? { file_attachment_id: notes.fileAttachmentId } : {}),
    });
    const after = {
      ...(notes.comment !== undefined ? { comment: notes.comment.trim() } : {}),
      ...(notes.viewerUrl !== undefined ? { viewerUrl: notes.viewerUrl } : {}),
      ...(notes.fileAttachmentId !== undefined ? { file: await fileName(trx, notes.fileAttachmentId) } : {}),
    };
    return E.right({ after, answer: undefined });
  });

/** The planning's stage models: the ZIP the staff member uploaded, built in the background after the change commits. */
export const sendPlanningStages = (trx: Trx, order: Order, who: StaffChange, planningId: string, body: SendStagesBody): Result<void> =>
  onPlanning(trx, order, who, 'PLANNING_STAGES', planningId, async () => {
    if ((await fileKindOf(trx, body.attachmentId, [who.staffId])) !== 'PLANNING_STAGES') return E.left(domainError('RECORD_NOT_FOUND', planningMessages.attachmentNotFound));
    await requestStageBuild(trx, planningId, body.attachmentId, body.confirmedStageCount ?? null, who.at);
    return E.right({ after: { file: await fileName(trx, body.attachmentId) }, answer: undefined });
  });

/** The IPR and attachments the dentist does in the chair, by stage, replacing those entered before. */
export const setChairWork = (trx: Trx, order: Order, who: StaffChange, planningId: string, work: ChairWork): Result<void> =>
  onPlanning(trx, order, who, 'CHAIR_WORK', planningId, async () => {
    const checked = checkChairWork(work, await lastStageOf(trx, planningId), order.arches);
    if (E.isLeft(checked)) return E.left(domainError('REQUEST_REFUSED', checked.left));
    await replaceChairWork(trx, planningId, checked.right, who.newId);
    return E.right({ after: { ipr: work.ipr.length, attachments: work.attachments.length }, answer: undefined });
  });

export const addDiscount = async (trx: Trx, order: Order, who: StaffChange, planningId: string, input: DiscountInput): Result<void> => {
  const checked = validateDiscount(input);
  if (E.isLeft(checked)) return checked;
  const discount = checked.right;
  return onPlanning(trx, order, who, 'DISCOUNT_ADDED', planningId, async () => {
    await insertDiscount(trx, { id: who.newId(), planningId, ...discount });
    return E.right({ after: { description: discount.description, type: discount.type, value: discount.value }, answer: undefined });
  });
};

export const removeDiscount = (trx: Trx, order: Order, who: StaffChange, planningId: string, discountId: string): Result<void> =>
  onPlanning(trx, order, who, 'DISCOUNT_REMOVED', planningId, async () => {
    const removed = await deleteDiscount(trx, planningId, discountId);
    return removed ? E.right({ after: { description: removed.description }, answer: undefined }) : E.left(domainError('RECORD_NOT_FOUND', staffOrderMessages.discountNotFound));
  });

/** A product at its catalogue price; the aligner steps take the order's thickness. */
export const addProduct = async (trx: Trx, order: Order, who: StaffChange, planningId: string, productId: string, requested: number): Result<void> => {
  const quantity = validateQuantity(requested);
  if (E.isLeft(quantity)) return quantity;
  return onPlanning(trx, order, who, 'PRODUCT_ADDED', planningId, async () => {
    const product = await findProduct(trx, productId);
    if (!product) return E.left(domainError('RECORD_NOT_FOUND', staffOrderMessages.productNotFound));
    const position = (await lastItemPosition(trx, planningId)) + 1;
    await insertItem(trx, {
      id: who.newId(),
      planningId,
      position,
      productCode: product.code,
      description: product.name,
      quantity: quantity.right,
      unitCents: product.unit_cents,
      main: product.main,
      thickness: product.main ? order.thickness : null,
    });
    return E.right({ after: { product: product.name, quantity: quantity.right }, answer: undefined });
  });
};

export const removeProduct = (trx: Trx, order: Order, who: StaffChange, planningId: string, itemId: string): Result<void> =>
  onPlanning(trx, order, who, 'PRODUCT_REMOVED', planningId, async () => {
    const removed = await deleteItem(trx, planningId, itemId);
    return removed
      ? E.right({ after: { product: removed.description, quantity: removed.quantity }, answer: undefined })
      : E.left(domainError('RECORD_NOT_FOUND', staffOrderMessages.itemNotFound));
  });

const archCount = (a: Arches): ArchCount => (a.upper && a.lower ? 2 : 1);

/**
 * An arch added to or removed from the case (the domain keeps at least one); the planning's
 * items are repriced for the new arch count, and its totals before and after are audited.
 */
export const changeArch = (trx: Trx, order: Order, who: StaffChange, planningId: string, change: 'add' | 'remove', arch: Arch): Result<void> =>
  onPlanning(trx, order, who, change === 'add' ? 'ARCADE_ADDED' : 'ARCADE_REMOVED', planningId, async (planning) => {
    const before = order.arches;
    const next = (change === 'add' ? addArch : removeArch)(before, arch);
    if (E.isLeft(next)) return next;
    const steps = archStepsOf(await catalogue(trx));
    const items = steps ? itemsForArches(planning.view.items, archCount(before), archCount(next.right), steps) : planning.view.items;
    await setOrderArches(trx, order.id, next.right);
    // Only the items the arches price are written (itemsForArches keeps the others as they are).
    await updateItems(
      trx,
      items.filter((item, i) => item !== planning.view.items[i]),
    );
    const totalAfter = planningTotal(planningPriceOf({ ...planning.view, items }, order.caseType));
    return E.right({ after: { arch, totalCents: totalAfter }, before: { totalCents: planning.view.totalCents }, answer: undefined });
  });

/** Staff may set the balance while planning and while the dentist decides. */
export const setStaffBalance = async (trx: Trx, order: Order, who: StaffChange, planningId: string, requested: BalanceRequest): Result<void> => {
  const allowed = staffMaySetBalance(order.status);
  if (E.isLeft(allowed)) return allowed;
  const planning = await orderPlanning(trx, order, planningId);
  if (E.isLeft(planning)) return planning;
  const reserved = await reserveBonus(trx, order, planning.right, requested, who.at, who.newId, { id: who.staffId, staff: true });
  return recorded(
    trx,
    order,
    who,
    'BALANCE',
    E.isLeft(reserved)
      ? reserved
      : E.right({ after: { planning: planning.right.row.number, walletSteps: requested.dentist, kolSteps: requested.kol, patientSteps: requested.patient }, answer: undefined }),
  );
};
