import * as E from 'fp-ts/Either';
import { isViewerUrl, planningEditMessages, validateQuantity } from '../../domain/order/planning-edits';

export interface PlanningNotesForm {
  readonly comment: string;
  readonly viewerUrl: string;
}

/** The planning's comment and 3D viewer link: the link says what is wrong with it before anything is sent. */
export const planningNotesErrors = (form: PlanningNotesForm): Partial<Record<keyof PlanningNotesForm, string>> =>
  isViewerUrl(form.viewerUrl.trim()) ? {} : { viewerUrl: planningEditMessages.viewerUrl };

/** A product's quantity as typed: 1 to 100, said in words rather than by the browser's bubble. */
export const productQuantityErrors = (form: { readonly quantity: string }): { quantity?: string } =>
  /^\s*\d+\s*$/.test(form.quantity) && E.isRight(validateQuantity(Number(form.quantity))) ? {} : { quantity: planningEditMessages.quantity };
