import '../di/metadata';
import { useParams } from 'react-router-dom';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { sharedPlanReviews } from '../../application/plan-review/shared-plan';
import { useAreas } from '../di/area';
import { useViewModel } from '../di/use-view-model';
import { useService } from '../di/container-context';
import { planReviewModels } from '../../application/plan-review/plan-comparison';
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
  const props = useViewModel(sharedPlanReviews, token);
  const make = useService(planReviewModels);
  return (
    <main className="shared-plan">
      <header className="shared-plan__brand">
        <span className="shared-plan__logo">CA</span> Alinhadores
      </header>
      <section className="card shared-plan__card">
        <h1>{planReviewTexts.patientTitle}</h1>
        <p className="muted">{planReviewTexts.patientIntro}</p>
        <PlanReview props={props} make={make} audience="patient" />
      </section>
    </main>
  );
};
