import { useEffect } from 'react';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { ClinicalPreferencesViewModel, clinicalPreferenceTexts } from '../../application/prescription/clinical-preferences.view-model';
import { standingNoteLabel } from '../../domain/prescription/clinical-preferences';
import { textLimits } from '../../domain/shared/text-limits';
import { useAreas } from '../di/area';
import { useService } from '../di/container-context';
import { clinicalPreferencesArea } from '../composition/clinical-preferences.area';
import { signedInArea } from '../composition/signed-in.area';
import { LengthCounter } from '../widgets/length-counter';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { usePageTitle } from '../widgets/page-title';
import { ClinicalSections } from './clinical-sections';
import { Section } from './rx-section';

/** "Preferências clínicas": the Ficha's sections 6 to 11 and a standing note, as defaults for new cases. */
export const ClinicalPreferencesPage = () => {
  usePageTitle(clinicalPreferenceTexts.title);
  useAreas(signedInArea, clinicalPreferencesArea);
  const vm = useService(ClinicalPreferencesViewModel);
  const state = useObservableState(vm.state$);
  useEffect(() => void vm.start(), [vm]);
  return (
    <section className="card clinical-preferences">
      <Link to="/orders" className="link-button">
        ‹ Voltar aos pedidos
      </Link>
      <h1>{clinicalPreferenceTexts.title}</h1>
      <p>{clinicalPreferenceTexts.intro}</p>
      <LoadingWrapper visible={state?.loading ?? true}>
        {state && (
          <form
            className="rx__form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void vm.save();
            }}
          >
            <ClinicalSections form={state.form} errors={{}} editor={vm} />
            <Section n={12} title={standingNoteLabel} error={state.noteError}>
              <p className="muted rx-hint">Vai para “Objetivos do tratamento e informações adicionais” de cada novo caso.</p>
              <textarea aria-label={standingNoteLabel} rows={4} value={state.standingNote} onChange={(e) => vm.setNote(e.target.value)} />
              <LengthCounter text={state.standingNote} max={textLimits.additionalInformation} />
            </Section>
            <div className="wizard-actions rx__actions">
              <button type="button" className="button" disabled={state.saving} onClick={() => void vm.clear()}>
                Apagar preferências
              </button>
              <button type="submit" className="button button--primary" disabled={state.saving}>
                Salvar preferências
              </button>
            </div>
          </form>
        )}
      </LoadingWrapper>
    </section>
  );
};
