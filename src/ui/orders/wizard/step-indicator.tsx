import { type DraftStep, draftStepLabels, draftSteps, stepPosition } from '../../../domain/order/draft-steps';

/**
 * The seven steps; reached ones can be revisited. On a phone every step shows its number and
 * the line above says where the person is ("Etapa 3 de 7 · Personalizar"), so no step is
 * hidden off to the side.
 */
export const StepIndicator = ({ current, furthest, onGo }: { current: DraftStep; furthest: number; onGo: (step: DraftStep) => void }) => (
  <>
    <p className="steps__where">{stepPosition(current)}</p>
    <ol className="steps" aria-label="Etapas do pedido">
      {draftSteps.map((step, i) => {
        const state = step === current ? 'current' : i <= furthest ? 'reached' : 'ahead';
        return (
          <li key={step} className={`steps__step steps__step--${state}`} aria-current={step === current ? 'step' : undefined}>
            <button type="button" className="steps__button" disabled={state === 'ahead'} onClick={() => onGo(step)}>
              <span className="steps__number">{i + 1}</span>
              <span className="steps__label">{draftStepLabels[step]}</span>
            </button>
          </li>
        );
      })}
    </ol>
  </>
);
