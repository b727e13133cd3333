import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { textLimits } from '../domain/shared/text-limits';
import { validatePatient } from '../domain/people/patient';
import { emptyAddressForm, validateAddress } from '../domain/people/address';
import { validatePersonalData, validateProfessionalData } from '../domain/people/registration';
import { validatePlanningSurvey } from '../domain/survey/nps';
import { messageDraftErrors } from './order/order-messages';
import { validateStaffEdit } from './staff/staff-edit-form';
import { discountFormErrors, onyxCodeErrors, planningNotesErrors } from './staff/planning-forms';
import { reasonAccepted } from './widgets/confirm-dialog';
import { PatientInput } from '../contract/patient.contract';
import { AddressInput } from '../contract/address.contract';
import { CompleteRegistrationRequest } from '../contract/dentist.contract';
import { PlanningNpsSubmission } from '../contract/nps.contract';
import { StaffOrderPatch, DiscountBody, OnyxCodeBody, PlanningPatchBody } from '../contract/staff-order.contract';
import { ReasonBody } from '../contract/order-actions.contract';
import { PostMessageBody } from '../contract/planning-actions.contract';

/** Letters from several planes (an emoji is not a letter, and names refuse it on their own rule). */
const letters = ['a', 'ç', 'ã', '漢', 'Ω', '𝒜'];
/** A text around a limit: below it, at it, just past it. */
const around = (max: number, units = [...letters, '😀', ' ', '?']) =>
  fc.integer({ min: Math.max(1, max - 2), max: max + 2 }).chain((n) => fc.string({ unit: fc.constantFrom(...units), minLength: n, maxLength: n }));

const refusesField = <A>(codec: t.Type<A, unknown>, body: unknown): boolean => E.isLeft(codec.decode(body));

/**
 * Each form and the wire take the same texts: the form refuses a field for its length exactly
 * when the server would, so a form that lets a text through is never refused for it, and a
 * refused one never reaches the server.
 */
const agree = (max: number, formRefuses: (text: string) => boolean, wireRefuses: (text: string) => boolean, units?: string[]) =>
  fc.assert(
    fc.property(around(max, units), (text) => {
      expect(formRefuses(text)).toBe(wireRefuses(text));
    }),
    { numRuns: 60 },
  );

describe('a field has one limit, on the form and on the wire', () => {
  it('for the people the dentist registers and her own registration', () => {
    agree(
      textLimits.patientName,
      (s) => validatePatient({ firstName: s, lastName: 'Souza', cpf: '', gender: 'FEMALE' }).firstName !== undefined,
      (s) => refusesField(PatientInput, { firstName: s, lastName: 'Souza', cpf: '', gender: 'FEMALE' }),
      letters,
    );
    const registration = { name: 'Ana', cpf: '', gender: 'FEMALE', phone: '', croNumber: '1', croState: 'SP', specialty: 'Ortodontia', clinicName: '', acceptedTerms: true };
    agree(
      textLimits.personName,
      (s) => validatePersonalData({ ...registration, email: 'a@b.com.br', name: s }).name !== undefined,
      (s) => refusesField(CompleteRegistrationRequest, { ...registration, name: s }),
      letters,
    );
    agree(
      textLimits.clinicName,
      (s) => validateProfessionalData({ ...registration, clinicName: s }).clinicName !== undefined,
      (s) => refusesField(CompleteRegistrationRequest, { ...registration, clinicName: s }),
    );
  });

  it('for every typed field of an address', () => {
    for (const field of ['companyName', 'businessName', 'street', 'complement', 'neighborhood', 'city'] as const) {
      agree(
        textLimits.addressField,
        (s) =>
          validateAddress({ ...emptyAddressForm, [field]: s })[field] !== undefined && validateAddress({ ...emptyAddressForm, [field]: s })[field]!.startsWith('Use no máximo'),
        (s) => refusesField(AddressInput, { ...emptyAddressForm, [field]: s }),
      );
    }
  });

  it('for messages, reasons and opinions', () => {
    agree(
      textLimits.message,
      (s) => messageDraftErrors({ messageTypeId: 'x', message: s }).message !== undefined,
      (s) => refusesField(PostMessageBody, { messageTypeId: '7f0b5a36-6a0e-4d7e-9f33-2d9a3f6c1e11', message: s }),
    );
    agree(
      textLimits.reason,
      (s) => !reasonAccepted(s),
      (s) => refusesField(ReasonBody, { reason: s }),
    );
    agree(
      textLimits.opinion,
      (s) => validatePlanningSurvey({ planningScore: 8, planningOpinion: s }).planningOpinion !== undefined,
      (s) => refusesField(PlanningNpsSubmission, { origin: 'ORDER_DETAIL', type: 'PLANNING', answers: [{ question: 'Nota', score: 8, answer: s }] }),
    );
  });

  it('for the staff order form, the planning notes, discounts and the Onyx code', () => {
    const edit = {
      caseNumber: '',
      caseContinuationNumber: '',
      caseType: '' as const,
      responsableId: '',
      relationshipConsultantId: '',
      relationshipConsultantSaveType: 'THIS_ORDER' as const,
      acquisitionConsultantId: '',
      acquisitionConsultantSaveType: 'THIS_ORDER' as const,
      forecastApprovalDate: '',
      forecastComment: '',
      statusId: '' as const,
      statusChangeReason: '',
    };
    agree(
      textLimits.forecastComment,
      (s) => validateStaffEdit({ ...edit, forecastComment: s }).forecastComment !== undefined,
      (s) => refusesField(StaffOrderPatch, { version: 1, forecastComment: s }),
    );
    agree(
      textLimits.statusChangeReason,
      (s) => validateStaffEdit({ ...edit, statusChangeReason: s }).statusChangeReason !== undefined,
      (s) => refusesField(StaffOrderPatch, { version: 1, statusChangeReason: s }),
    );
    agree(
      textLimits.planningComment,
      (s) => planningNotesErrors({ comment: s, viewerUrl: '' }).comment !== undefined,
      (s) => refusesField(PlanningPatchBody, { comment: s }),
    );
    agree(
      textLimits.discountDescription,
      (s) => discountFormErrors({ description: s }).description !== undefined,
      (s) => refusesField(DiscountBody, { description: s, type: 'VALUE', value: 100 }),
    );
    agree(
      textLimits.onyxCode,
      (s) => onyxCodeErrors({ onyxCode: s }).onyxCode !== undefined,
      (s) => refusesField(OnyxCodeBody, { onyxCode: s }),
    );
  });
});
