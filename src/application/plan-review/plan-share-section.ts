import * as E from 'fp-ts/Either';
import { formatInstantBr } from '../../domain/format/date';
import type { PlanShareCalls } from './plan-review-dialog';
import type { PlanReviewHost } from './plan-review.state';
import { planReviewTexts } from './plan-review.texts';

/** "Mostrar ao paciente": the dentist's link for her patient, made or revoked. */
export class PlanShareSection {
  constructor(
    private readonly host: PlanReviewHost,
    private readonly calls?: PlanShareCalls,
  ) {}

  /** A new link for the patient, shown once (only its hash is kept); an earlier link stops opening. */
  async create(): Promise<void> {
    if (!this.calls) return;
    const made = await this.calls.create();
    if (E.isLeft(made)) return this.host.patch({ shareError: made.left.message });
    this.host.patch({ link: made.right.url, shareLine: planReviewTexts.shareOpen(formatInstantBr(made.right.expiresAt), 0), shareError: undefined });
  }

  async revoke(): Promise<void> {
    if (!this.calls) return;
    const revoked = await this.calls.revoke();
    if (E.isLeft(revoked)) return this.host.patch({ shareError: revoked.left.message });
    this.host.patch({ link: undefined, shareLine: undefined, shareError: undefined });
  }
}
