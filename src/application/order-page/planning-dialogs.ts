import * as E from 'fp-ts/Either';
import type { NpsAnswer } from '../../contract/nps.contract';
import { compactPayload } from '../../domain/format/compact-payload';
import { npsSurveys, type PlanningSurveyForm } from '../../domain/survey/nps';
import type { OrderPageGateway } from '../ports/order-page-gateway';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import type { Notifications } from '../widgets/notifications';
import type { PlanningCard } from '../order/order.view';
import { orderPageMessages } from '../order/order.texts';

export interface PlanningWebViewProps {
  readonly planning: PlanningCard;
  readonly fileUrl: string;
  readonly fileOpened: () => void;
}

export interface PlanningRatingProps {
  readonly send: (form: PlanningSurveyForm) => Promise<boolean>;
  readonly later: () => void;
  readonly notInterested: () => Promise<void>;
}

export const planningWebViewKind = dialogKind<PlanningWebViewProps>('planning-web-view');
export const planningRatingKind = dialogKind<PlanningRatingProps>('planning-rating');

/** The planning-rating survey (origin ORDER_DETAIL, type PLANNING): send, answer later (a day on) or never. */
export const offerPlanningSurvey = (deps: { readonly orders: OrderPageGateway; readonly modals: ModalQueue; readonly notifications: Notifications }, planningId: string): void => {
  const fail = (message: string) => deps.notifications.error(message);
  const id = deps.modals.open(
    planningRatingKind,
    {
      send: async (form) => {
        const result = await deps.orders.ratePlanning(planningId, {
          ...npsSurveys.planning,
          answers: [compactPayload({ question: orderPageMessages.planningQuestion, score: form.planningScore, answer: form.planningOpinion.trim() }) as NpsAnswer],
        });
        if (E.isLeft(result)) {
          fail(result.left.message);
          return false;
        }
        deps.notifications.success(orderPageMessages.thanks);
        deps.modals.close(id);
        return true;
      },
      later: () => {
        deps.modals.close(id);
        void deps.orders.putOffPlanningSurvey(planningId, { code: 'ANSWER_LATER' });
      },
      notInterested: async () => {
        deps.modals.close(id);
        const result = await deps.orders.putOffPlanningSurvey(planningId, { code: 'NOT_INTERESTED' });
        if (E.isLeft(result)) fail(result.left.message);
      },
    } satisfies PlanningRatingProps,
    { dismissible: false },
  );
};
