import * as E from 'fp-ts/Either';
import type { PlanningStages } from '../../contract/planning-stages.contract';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { ApiResult } from '../ports/api-error';
import type { PlanReviewHost } from './plan-review.state';
import { planReviewTexts } from './plan-review.texts';

/**
 * The planner's IPR and attachments entered at the stage shown: each change saves the
 * plan's whole list, and what the server refuses is said beside the editor, changing nothing.
 */
export class ChairWorkEdits {
  constructor(
    private readonly host: PlanReviewHost,
    /** The plan as last read or saved; setting it redraws what follows from it. */
    private readonly plan: { readonly get: () => PlanningStages | undefined; readonly set: (stages: PlanningStages) => void },
    private readonly save?: (work: ChairWork) => ApiResult<void>,
  ) {}

  /** IPR between two neighbours ("11-21"), in millimetres as typed ("0,2"), done before the stage shown. */
  addIpr(contact: string, mmTyped: string): Promise<boolean> {
    const teeth = contact.split('-').map(Number) as [number, number];
    const hundredths = Math.round(Number(mmTyped.trim().replace(',', '.')) * 100);
    if (!Number.isFinite(hundredths)) {
      this.host.patch({ chairError: planReviewTexts.mmInvalid });
      return Promise.resolve(false);
    }
    return this.changeChairWork((w) => ({ ...w, ipr: [...w.ipr, { teeth, hundredths, beforeStage: this.host.state().stage }] }));
  }

  /** An attachment bonded on a tooth at the stage shown. */
  bond(tooth: number): Promise<boolean> {
    return this.changeChairWork((w) => ({ ...w, attachments: [...w.attachments, { tooth, fromStage: this.host.state().stage, untilStage: null }] }));
  }

  /** The attachment on a tooth comes off at the stage shown. */
  unbond(tooth: number): Promise<boolean> {
    const stage = this.host.state().stage;
    return this.changeChairWork((w) => ({
      ...w,
      attachments: w.attachments.map((a) => (a.tooth === tooth && a.fromStage < stage && (a.untilStage === null || a.untilStage > stage) ? { ...a, untilStage: stage } : a)),
    }));
  }

  /** Takes back what was entered at the stage shown (its IPR and the attachments bonded at it). */
  clearStage(): Promise<boolean> {
    const stage = this.host.state().stage;
    return this.changeChairWork((w) => ({
      ipr: w.ipr.filter((i) => i.beforeStage !== stage),
      attachments: w.attachments.filter((a) => a.fromStage !== stage).map((a) => (a.untilStage === stage ? { ...a, untilStage: null } : a)),
    }));
  }

  private async changeChairWork(change: (work: ChairWork) => ChairWork): Promise<boolean> {
    const stages = this.plan.get();
    if (!stages || !this.save) return false;
    const next = change({ ipr: stages.ipr, attachments: stages.attachments });
    const saved = await this.save(next);
    if (E.isLeft(saved)) {
      this.host.patch({ chairError: saved.left.message });
      return false;
    }
    const changed = { ...stages, ipr: next.ipr.map((i) => ({ ...i, teeth: [i.teeth[0], i.teeth[1]] as [number, number] })), attachments: [...next.attachments] };
    this.plan.set(changed);
    this.host.patch({ chairError: undefined });
    this.host.show(this.host.state().stage);
    return true;
  }
}
