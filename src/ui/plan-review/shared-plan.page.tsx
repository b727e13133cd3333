import '../di/metadata';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { scanViewerToolIds } from '../../application/scans/scan-viewer.view-model';
import { TOKENS } from '../../application/tokens';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { useDependencies } from '../di/use-dependencies';
import { sharedPlanArea } from '../composition/shared-plan.area';
import { usePageTitle } from '../widgets/page-title';
import { PlanReview } from './plan-review';

/**
 * The plan a dentist showed her patient, opened from a link without signing in: the
 * stages moving, and nothing else — no name, no price, no clinic.
 */
export const SharedPlanPage = () => {
  usePageTitle(planReviewTexts.patientTitle);
  useAreas(sharedPlanArea);
  const { token = '' } = useParams();
  const plans = useService(TOKENS.SharedPlanGateway);
  const tools = useDependencies(scanViewerToolIds);
  const props = useMemo(() => ({ title: planReviewTexts.patientTitle, planning: 0, load: () => plans.load(token), comments: {} }), [plans, token]);
  return (
    <main className="shared-plan">
      <header className="shared-plan__brand">
        <span className="shared-plan__logo">CA</span> Alinhadores
      </header>
      <section className="card shared-plan__card">
        <h1>{planReviewTexts.patientTitle}</h1>
        <p className="muted">{planReviewTexts.patientIntro}</p>
        <PlanReview props={props} tools={tools} audience="patient" />
      </section>
    </main>
  );
};
