import { TOKENS } from '../../application/tokens';
import { scanViewers, ScanViewerViewModel, type ScanViewerTools } from '../../application/scans/scan-viewer.view-model';
import { PlanReviewViewModel } from '../../application/plan-review/plan-review.view-model';
import { PlanComparison, planReviewModels } from '../../application/plan-review/plan-comparison';
import { UploadsHttpAdapter } from '../../infrastructure/http/uploads.http-adapter';
import { ApiClient } from '../../infrastructure/http/api-client';
import type { ResolutionContext } from 'inversify';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { scansDialogs } from '../scans/scans.dialogs';

/** Resumable uploads and the 3D viewers of scans and plans (three.js itself arrives only when a viewer opens). */
export const uploadsArea = area(
  'uploads',
  [],
  ({ bind }) => {
    bind(TOKENS.UploadsGateway)
      .toDynamicValue((c) => new UploadsHttpAdapter(c.get(ApiClient), window.localStorage))
      .inSingletonScope();
    bind(TOKENS.ScanViewerKit).toConstantValue(() => import('../../infrastructure/scans/scan-viewer.kit').then((m) => m.scanViewerKit));
    const toolsOf = (c: ResolutionContext): ScanViewerTools => ({ loadKit: c.get(TOKENS.ScanViewerKit), scheduler: c.get(TOKENS.Scheduler) });
    bindMaker(bind, scanViewers, (c) => {
      const tools = toolsOf(c);
      return (sources) => new ScanViewerViewModel(sources, tools.loadKit, tools.scheduler);
    });
    bindMaker(bind, planReviewModels, (c) => {
      const tools = toolsOf(c);
      return (plan) => {
        const review = new PlanReviewViewModel(plan.load, tools, plan.comments, plan.planning, plan.share, plan.chairWork);
        return { review, comparison: new PlanComparison(review, plan.comparable ?? [], tools) };
      };
    });
  },
  scansDialogs,
);
