import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import type { ViewPreset, StageHost } from '../ports/scan-viewer-kit';
import type { ScanViewerTools } from '../scans/scan-viewer.view-model';
import type { ComparablePlanning, PlanReviewProps } from './plan-review-dialog';
import { PlanReviewViewModel } from './plan-review.view-model';
import { makerId, type ViewModelMaker } from '../view-model-maker';

export interface PlanComparisonState {
  /** The order's other plannings in 3D, for "Comparar com". */
  readonly options: readonly { readonly number: number; readonly title: string }[];
  /** The planning shown beside, by number, and its review once placed on the page. */
  readonly chosen: number | undefined;
  readonly compared: PlanReviewViewModel | undefined;
}

export const initialComparisonState: PlanComparisonState = { options: [], chosen: undefined, compared: undefined };

/**
 * Plannings of one order compared: another planning's stages beside the one reviewed,
 * always at the same stage (its last, when it has fewer), turned to the same preset views.
 */
export class PlanComparison {
  private readonly state = new BehaviorSubject<PlanComparisonState>(initialComparisonState);
  readonly state$: Observable<PlanComparisonState> = this.state.asObservable();

  constructor(
    private readonly reviewed: PlanReviewViewModel,
    private readonly comparable: readonly ComparablePlanning[],
    private readonly tools: ScanViewerTools,
  ) {
    this.state.next({ ...this.state.value, options: comparable.map(({ number, title }) => ({ number, title })) });
  }

  /** Chooses the planning to show beside the reviewed one, or none. */
  choose(number: number | undefined): void {
    this.state.next({ ...this.state.value, chosen: this.comparable.some((p) => p.number === number) ? number : undefined });
  }

  /** Draws the chosen planning in `host`, following the reviewed one's stage; the answer ends it. */
  place(host: StageHost): () => void {
    const planning = this.comparable.find((p) => p.number === this.state.value.chosen);
    if (!planning) return () => undefined;
    const compared = new PlanReviewViewModel(planning.load, this.tools);
    const follows: Subscription[] = [
      this.reviewed.state$
        .pipe(
          map((s) => s.stage),
          distinctUntilChanged(),
        )
        .subscribe((stage) => compared.show(stage)),
      // Once its stages are in, it joins the stage being reviewed.
      compared.state$
        .pipe(
          map((s) => s.phase === 'ready'),
          distinctUntilChanged(),
        )
        .subscribe((ready) => ready && compared.show(this.reviewed.stage)),
    ];
    let unshare = (): void => undefined;
    follows.push(
      // One camera, one scale: once it can draw, the planning beside takes the reviewed one's view.
      compared.state$
        .pipe(
          map((s) => s.drawing === 'ready'),
          distinctUntilChanged(),
        )
        .subscribe((drawing) => {
          if (drawing) unshare = this.reviewed.shareView(compared);
        }),
    );
    void compared.attach(host);
    this.state.next({ ...this.state.value, compared });
    return () => {
      unshare();
      follows.forEach((f) => f.unsubscribe());
      compared.dispose();
      if (this.state.value.compared === compared) this.state.next({ ...this.state.value, compared: undefined });
    };
  }

  /** Both plans turn together: they share one view. */
  view(preset: ViewPreset): void {
    this.reviewed.view(preset);
  }

  reset(): void {
    this.reviewed.reset();
  }
}

/** A plan's review in 3D and its comparison with the order's other plannings. */
export interface PlanReviewModels {
  readonly review: PlanReviewViewModel;
  readonly comparison: PlanComparison;
}

/** What the review of a plan is made from. */
export type ReviewedPlan = Pick<PlanReviewProps, 'load' | 'planning' | 'comments' | 'share' | 'chairWork' | 'comparable'>;

export type PlanReviewMaker = ViewModelMaker<[plan: ReviewedPlan], PlanReviewModels>;

/** How a dialog or page gets them: its area binds the maker. */
export const planReviewModels = makerId<[plan: ReviewedPlan], PlanReviewModels>('PlanReviewModels');
