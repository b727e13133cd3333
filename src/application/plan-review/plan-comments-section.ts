import * as E from 'fp-ts/Either';
import type { PlanComment } from '../../contract/planning-stages.contract';
import { teethOfArch, toothNear } from '../../domain/planning/plan-comments';
import type { PickedPoint } from '../ports/scan-viewer-kit';
import type { PlanCommentCalls } from './plan-review-dialog';
import type { CommentLine, PlanReviewHost } from './plan-review.state';
import { planReviewTexts } from './plan-review.texts';

/**
 * Comments pinned on the teeth: the dentist taps a tooth at the stage shown and writes
 * what to change; her own are hers to remove until sent; the planner says which the next planning answered.
 */
export class PlanCommentsSection {
  /** Every comment of the plan, as read or changed here. */
  all: readonly PlanComment[] = [];

  constructor(
    private readonly host: PlanReviewHost,
    private readonly calls: PlanCommentCalls,
    /** The planning's number: comments of earlier plannings are told apart. */
    private readonly planning: number,
    /** The point of the model under a tap. */
    private readonly pick: (clientX: number, clientY: number) => PickedPoint | undefined,
  ) {}

  /** "Comentar num dente": the next tap on a tooth pins a comment there. */
  startPin(): void {
    this.host.patch({ pinning: true, draft: undefined, commentError: undefined });
  }

  cancel(): void {
    this.host.patch({ pinning: false, draft: undefined, commentError: undefined });
    this.host.remark();
  }

  /** A tap on the model while pinning: the comment starts there, on the tooth nearest to it. */
  picked(clientX: number, clientY: number): void {
    if (!this.host.state().pinning) return;
    const hit = this.pick(clientX, clientY);
    if (!hit || !hit.arch) return this.host.patch({ commentError: planReviewTexts.tapATooth });
    this.host.patch({ pinning: false, commentError: undefined, draft: { point: hit.point, tooth: toothNear(hit.arch, hit.angle), teeth: teethOfArch[hit.arch] } });
    this.host.remark();
  }

  chooseTooth(tooth: number): void {
    const draft = this.host.state().draft;
    if (draft) this.host.patch({ draft: { ...draft, tooth } });
  }

  /** Saves the comment at the stage shown; a refusal is said beside the form, which keeps what was typed. */
  async save(text: string): Promise<boolean> {
    const { draft, stage } = this.host.state();
    if (!draft || !this.calls.add) return false;
    const saved = await this.calls.add({ tooth: draft.tooth, stage, point: [...draft.point] as [number, number, number], text });
    if (E.isLeft(saved)) {
      this.host.patch({ commentError: saved.left.message });
      return false;
    }
    this.host.patch({ draft: undefined, commentError: undefined });
    this.set([...this.all, saved.right]);
    return true;
  }

  async remove(id: string): Promise<void> {
    if (!this.calls.remove) return;
    const removed = await this.calls.remove(id);
    if (E.isLeft(removed)) return this.host.patch({ commentError: removed.left.message });
    this.set(this.all.filter((c) => c.id !== id));
  }

  /** The planner's answer to a comment of an earlier planning. */
  async answer(id: string, answered: boolean): Promise<void> {
    if (!this.calls.answer) return;
    const result = await this.calls.answer(id, answered);
    if (E.isLeft(result)) return this.host.patch({ commentError: result.left.message });
    this.set(this.all.map((c) => (c.id === id ? { ...c, answeredIn: answered ? this.planning : null } : c)));
  }

  /** Shows the stage a comment was pinned at. */
  goTo(id: string): void {
    const comment = this.all.find((c) => c.id === id);
    if (comment) this.host.show(comment.stage);
  }

  /** The comments as read with the plan, or changed here. */
  set(comments: readonly PlanComment[]): void {
    this.all = comments;
    this.host.patch({ comments: comments.map((c) => this.lineOf(c)) });
    this.host.remark();
  }

  private lineOf(c: PlanComment): CommentLine {
    const earlier = c.planning !== this.planning;
    return {
      id: c.id,
      stage: c.stage,
      label: planReviewTexts.commentLabel(c.tooth, c.stage, earlier ? c.planning : undefined),
      text: c.text,
      note: c.answeredIn !== null ? planReviewTexts.answeredIn(c.answeredIn) : c.sent ? planReviewTexts.sent : planReviewTexts.notSent,
      earlier,
      removable: !earlier && !c.sent && this.calls.remove !== undefined,
      answerable: earlier && this.calls.answer !== undefined,
      answered: c.answeredIn !== null,
    };
  }
}
