import { type PlanCommentCalls, planReviewKind, type PlanShareCalls } from '../plan-review/plan-review-dialog';
import { planReviewTexts } from '../plan-review/plan-review.texts';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { ModalQueue } from '../widgets/modal-queue';
import type { PlanningCard } from './order.view';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { ApiResult } from '../ports/api-error';

/**
 * A planning's stages reviewed in 3D, from either order page. The dentist's page
 * records the opening as the planning's web view (`opened`), which the approval's pre-check asks for.
 */
const chairWorkOf = (save: ((work: ChairWork) => ApiResult<void>) | undefined) => (save ? { chairWork: save } : {});

export class OrderPlanReviewSection {
  constructor(
    private readonly orderId: string,
    private readonly deps: {
      readonly gateway: Pick<OrderSectionsGateway, 'planningStages' | 'chairChartUrl'>;
      readonly modals: ModalQueue;
      readonly opened?: (planningId: string) => Promise<void>;
      /** What the reader may do with the planning's comments: the dentist pins them while deciding, the planner answers them. */
      readonly comments: (planning: Pick<PlanningCard, 'id' | 'isCurrent'>) => PlanCommentCalls;
      /** The dentist's link for her patient; staff make none. */
      readonly share?: (planningId: string) => PlanShareCalls;
      /** The planner's IPR and attachments, while the planning may change. */
      readonly chairWork?: (planning: Pick<PlanningCard, 'id' | 'isCurrent'>) => ((work: ChairWork) => ApiResult<void>) | undefined;
    },
  ) {}

  /** Opens a planning's review; the order's other plannings in 3D can be compared with it. */
  async open(
    planning: Pick<PlanningCard, 'id' | 'title' | 'number' | 'isCurrent'>,
    plannings: readonly Pick<PlanningCard, 'id' | 'title' | 'number' | 'stagesReady'>[] = [],
    /** The order and its patient, for the printed chart. */
    orderHeading?: string,
  ): Promise<void> {
    this.deps.modals.open(planReviewKind, {
      title: planReviewTexts.title(planning.title),
      planning: planning.number,
      load: () => this.deps.gateway.planningStages(this.orderId, planning.id),
      chairChartUrl: this.deps.gateway.chairChartUrl(this.orderId, planning.id),
      ...(orderHeading ? { printHeading: `${orderHeading} · ${planning.title}` } : {}),
      comparable: plannings
        .filter((p) => p.stagesReady && p.id !== planning.id)
        .sort((a, b) => b.number - a.number)
        .map((p) => ({ number: p.number, title: p.title, load: () => this.deps.gateway.planningStages(this.orderId, p.id) })),
      comments: this.deps.comments(planning),
      ...(this.deps.share ? { share: this.deps.share(planning.id) } : {}),
      ...chairWorkOf(this.deps.chairWork?.(planning)),
    });
    await this.deps.opened?.(planning.id);
  }
}
