import type { PlanComment, PlanCommentBody, PlanningStages, SharedLink } from '../../contract/planning-stages.contract';
import type { ApiResult } from '../ports/api-error';
import { dialogKind } from '../widgets/modal-queue';
import type { ChairWork } from '../../domain/planning/chair-work';

/** What a reader may do with the comments pinned on the plan, by side and moment. */
export interface PlanCommentCalls {
  /** While the dentist decides: she pins comments and takes back those not sent. */
  readonly add?: (body: PlanCommentBody) => ApiResult<PlanComment>;
  readonly remove?: (id: string) => ApiResult<void>;
  /** The planner says whether this planning answers a comment sent on an earlier one. */
  readonly answer?: (id: string, answered: boolean) => ApiResult<void>;
}

/** "Mostrar ao paciente": the dentist makes a link for her patient, or revokes it. */
export interface PlanShareCalls {
  readonly create: () => ApiResult<SharedLink>;
  readonly revoke: () => ApiResult<void>;
}

/** Another planning of the order whose stages are in 3D, to see beside this one at the same stage. */
export interface ComparablePlanning {
  readonly number: number;
  /** "Planejamento 1". */
  readonly title: string;
  readonly load: () => ApiResult<PlanningStages>;
}

export interface PlanReviewProps {
  readonly title: string;
  /** The planning's number: comments of earlier plannings are told apart from its own. */
  readonly planning: number;
  readonly load: () => ApiResult<PlanningStages>;
  /** "Tabela de IPR e attachments" as a PDF; the patient's page has none. */
  readonly chairChartUrl?: string;
  /** Above the printed chart: the order and the patient, and the planning ("Pedido nº 1039 · Rafael Barbosa · Planejamento 2"). */
  readonly printHeading?: string;
  /** The order's other plannings in 3D, newest first: "Comparar com" shows one beside this one. */
  readonly comparable?: readonly ComparablePlanning[];
  readonly comments: PlanCommentCalls;
  /** The order's dentist only. */
  readonly share?: PlanShareCalls;
  /** The planner, while the planning may change: the IPR and attachments by stage, all of them. */
  readonly chairWork?: (work: ChairWork) => ApiResult<void>;
}

/** The plan reviewed in 3D, in a dialog of its own. */
export const planReviewKind = dialogKind<PlanReviewProps>('plan-review');
