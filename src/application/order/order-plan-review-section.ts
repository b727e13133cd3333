import { type PlanCommentCalls, planReviewKind, type PlanShareCalls } from '../plan-review/plan-review-dialog';
import { planReviewTexts } from '../plan-review/plan-review.texts';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { ModalQueue } from '../widgets/modal-queue';
import type { PlanningCard } from './order.view';

/**
 * A planning's stages reviewed in 3D (issue 34), from either order page. The dentist's page
 * records the opening as the planning's web view (`opened`), which the approval's pre-check asks for.
 */
export class OrderPlanReviewSection {
  constructor(
    private readonly orderId: string,
    private readonly deps: {
      readonly gateway: Pick<OrderSectionsGateway, 'planningStages'>;
      readonly modals: ModalQueue;
      readonly opened?: (planningId: string) => Promise<void>;
      /** What the reader may do with the planning's comments: the dentist pins them while deciding, the planner answers them. */
      readonly comments: (planning: Pick<PlanningCard, 'id' | 'isCurrent'>) => PlanCommentCalls;
      /** The dentist's link for her patient; staff make none. */
      readonly share?: (planningId: string) => PlanShareCalls;
    },
  ) {}

  async open(planning: Pick<PlanningCard, 'id' | 'title' | 'number' | 'isCurrent'>): Promise<void> {
    this.deps.modals.open(planReviewKind, {
      title: planReviewTexts.title(planning.title),
      planning: planning.number,
      load: () => this.deps.gateway.planningStages(this.orderId, planning.id),
      comments: this.deps.comments(planning),
      ...(this.deps.share ? { share: this.deps.share(planning.id) } : {}),
    });
    await this.deps.opened?.(planning.id);
  }
}
