import * as E from 'fp-ts/Either';
import { brDateToIso, isoDateToBr } from '../../domain/format/date';
import { lifecycleMessages } from '../../domain/order/order-lifecycle';
import type { CaseType } from '../../domain/order/order-labels';
import type { OrderStatus } from '../../domain/order/order-status';
import type { StaffOrderDetail, StaffOrderPatchBody, ConsultantSaveType } from '../../contract/staff-order.contract';
import { lengthErrors, textLimits } from '../../domain/shared/text-limits';

/** The staff edit form (spec §3 staff order edit fields) as typed. */
export interface StaffEditForm {
  readonly caseNumber: string;
  readonly caseContinuationNumber: string;
  readonly caseType: CaseType | '';
  readonly responsableId: string;
  readonly relationshipConsultantId: string;
  readonly relationshipConsultantSaveType: ConsultantSaveType;
  readonly acquisitionConsultantId: string;
  readonly acquisitionConsultantSaveType: ConsultantSaveType;
  /** dd/MM/yyyy, or empty. */
  readonly forecastApprovalDate: string;
  readonly forecastComment: string;
  /** A next status of the lifecycle, or empty to keep it. */
  readonly statusId: OrderStatus | '';
  readonly statusChangeReason: string;
}

export const staffEditMessages = {
  number: 'Informe só números.',
  date: 'Data inválida. Use dd/mm/aaaa.',
} as const;

export const staffEditFormOf = (o: StaffOrderDetail): StaffEditForm => ({
  caseNumber: o.caseNumber === null ? '' : String(o.caseNumber),
  caseContinuationNumber: o.caseContinuationNumber === null ? '' : String(o.caseContinuationNumber),
  caseType: o.caseType ?? '',
  responsableId: o.responsableId ?? '',
  relationshipConsultantId: o.relationshipConsultantId ?? '',
  relationshipConsultantSaveType: 'THIS_ORDER',
  acquisitionConsultantId: o.acquisitionConsultantId ?? '',
  acquisitionConsultantSaveType: 'THIS_ORDER',
  forecastApprovalDate: o.forecastApprovalDate ? isoDateToBr(o.forecastApprovalDate) : '',
  forecastComment: o.forecastComment ?? '',
  statusId: '',
  statusChangeReason: '',
});

const wholeNumber = (s: string) => s.trim() === '' || (/^\d{1,8}$/.test(s.trim()) && Number(s) >= 1);

/** The form's messages by field; empty when it can be sent. */
export const validateStaffEdit = (f: StaffEditForm): Partial<Record<keyof StaffEditForm, string>> => ({
  ...(wholeNumber(f.caseNumber) ? {} : { caseNumber: staffEditMessages.number }),
  ...(wholeNumber(f.caseContinuationNumber) ? {} : { caseContinuationNumber: staffEditMessages.number }),
  ...(f.forecastApprovalDate.trim() === '' || E.isRight(brDateToIso(f.forecastApprovalDate)) ? {} : { forecastApprovalDate: staffEditMessages.date }),
  ...(f.statusId !== '' && f.statusChangeReason.trim() === '' ? { statusChangeReason: lifecycleMessages.reasonRequired } : {}),
  ...lengthErrors(f, { forecastComment: textLimits.forecastComment, statusChangeReason: textLimits.statusChangeReason }),
});

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.trim()));
const idOrNull = (s: string) => (s === '' ? null : s);

/**
 * The PATCH body: the fields typed differently from `base` (the order as the form was loaded),
 * with the version it was loaded from, so the server merges them with changes made since to
 * other fields, and refuses only a change to the same field.
 */
export const staffEditPatch = (f: StaffEditForm, base: StaffEditForm, version: number): StaffOrderPatchBody => {
  const changed = (k: keyof StaffEditForm) => f[k] !== base[k];
  const date = f.forecastApprovalDate.trim() === '' ? null : brDateToIso(f.forecastApprovalDate);
  return {
    version,
    ...(changed('caseNumber') ? { caseNumber: numberOrNull(f.caseNumber) } : {}),
    ...(changed('caseContinuationNumber') ? { caseContinuationNumber: numberOrNull(f.caseContinuationNumber) } : {}),
    ...(changed('caseType') && f.caseType ? { caseType: f.caseType } : {}),
    ...(changed('responsableId') ? { responsableId: idOrNull(f.responsableId) } : {}),
    ...(changed('relationshipConsultantId') || changed('relationshipConsultantSaveType')
      ? { relationshipConsultantId: idOrNull(f.relationshipConsultantId), relationshipConsultantSaveType: f.relationshipConsultantSaveType }
      : {}),
    ...(changed('acquisitionConsultantId') || changed('acquisitionConsultantSaveType')
      ? { acquisitionConsultantId: idOrNull(f.acquisitionConsultantId), acquisitionConsultantSaveType: f.acquisitionConsultantSaveType }
      : {}),
    ...(changed('forecastApprovalDate') ? { forecastApprovalDate: date === null ? null : E.isRight(date) ? date.right : null } : {}),
    ...(changed('forecastComment') ? { forecastComment: f.forecastComment } : {}),
    ...(f.statusId ? { statusId: f.statusId, statusChangeReason: f.statusChangeReason.trim() } : {}),
  };
};
