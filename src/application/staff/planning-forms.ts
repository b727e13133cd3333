import * as E from 'fp-ts/Either';
import { isViewerUrl, planningEditMessages, validateQuantity } from '../../domain/order/planning-edits';
import { lengthErrors, textLimits } from '../../domain/shared/text-limits';

export interface PlanningNotesForm {
  readonly comment: string;
  readonly viewerUrl: string;
}

/** The planning's comment and 3D viewer link: the link says what is wrong with it before anything is sent. */
export const planningNotesErrors = (form: PlanningNotesForm): Partial<Record<keyof PlanningNotesForm, string>> => ({
  ...(isViewerUrl(form.viewerUrl.trim()) ? {} : { viewerUrl: planningEditMessages.viewerUrl }),
  ...lengthErrors(form, { comment: textLimits.planningComment, viewerUrl: textLimits.viewerUrl }),
});

/** The dentist's Onyx code: required, within the wire's limit. */
export const onyxCodeErrors = (form: { readonly onyxCode: string }): { onyxCode?: string } => ({
  ...(form.onyxCode.trim() === '' ? { onyxCode: 'Campo obrigatório' } : {}),
  ...lengthErrors(form, { onyxCode: textLimits.onyxCode }),
});

/** A discount's description fits the wire's limit; its value is read when it is added. */
export const discountFormErrors = (form: { readonly description: string }): { description?: string } => lengthErrors(form, { description: textLimits.discountDescription });

/** A product's quantity as typed: 1 to 100, said in words rather than by the browser's bubble. */
export const productQuantityErrors = (form: { readonly quantity: string }): { quantity?: string } =>
  /^\s*\d+\s*$/.test(form.quantity) && E.isRight(validateQuantity(Number(form.quantity))) ? {} : { quantity: planningEditMessages.quantity };
