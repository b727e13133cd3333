import { useEffect, useRef } from 'react';
import { useObservableState } from 'observable-hooks';
import { Navigate, useSearchParams } from 'react-router-dom';
import { clinicalPreferenceTexts } from '../../application/prescription/clinical-preferences.view-model';
import { type Characteristic, characteristicLabels } from '../../domain/prescription/prescription';
import { characteristicDisabled } from '../../domain/prescription/prescription-rules';
import { type PrescriptionState, type PrescriptionFormViewModel, prescriptionFormViewModels } from '../../application/prescription/prescription-form.view-model';
import { useViewModel } from '../di/use-view-model';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { Logo } from '../widgets/logo';
import { ChoiceGroup } from './choice-group';
import { dipOptions } from '../../domain/prescription/prescription-labels';
import { ToothChart } from './tooth-chart';
import { PrescriptionSheet } from './prescription-sheet';
import { ClinicalSections } from './clinical-sections';
import { Section, SectionsWithErrors } from './rx-section';
import { useAreas } from '../di/area';
import { prescriptionArea } from '../composition/prescription.area';
import { usePageTitle } from '../widgets/page-title';
import { LengthCounter } from '../widgets/length-counter';
import { textLimits } from '../../domain/shared/text-limits';

// Which section each field's message belongs to, so the whole section is marked.
const sectionOf = (field: string): number => {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- split always answers at least one part
  const first = field.split('.')[0]!;
  const map: Record<string, number> = {
    complaint: 1,
    characteristics: 2,
    otherCharacteristic: 2,
    nonMovingTeeth: 3,
    anteroposteriorRelation: 4,
    overjet: 5,
    overbiteKeep: 6,
    openBiteKeep: 7,
    midline: 8,
    midlineTeeth: 8,
    midlineArcardeSuperior: 8,
    midlineArcardeInferior: 8,
    diastemasAndSpaces: 9,
    diastemasAndSpacesTeeth: 9,
    extraction: 11,
    extractionTeeth: 11,
    additionalInformation: 12,
  };
  return map[first] ?? (first.includes('Aligner') ? 10 : 0);
};

/** The Ficha de prescrição: 12 numbered sections (spec §2), on a page without the header. */
export const PrescriptionPage = () => {
  usePageTitle('Ficha de prescrição');
  useAreas(prescriptionArea);
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  return draftId ? <PrescriptionScreen draftId={draftId} /> : <Navigate to="/orders/new" replace />;
};

const PrescriptionScreen = ({ draftId }: { draftId: string }) => {
  const vm = useViewModel(prescriptionFormViewModels, draftId);
  useEffect(() => void vm.start(), [vm]);
  useEffect(() => vm.holdUnsavedEdits(), [vm]);
  const state = useObservableState(vm.state$);
  if (!state || state.loading) return <LoadingWrapper visible>{null}</LoadingWrapper>;
  return <PrescriptionFormView vm={vm} state={state} />;
};

const PrescriptionFormView = ({ vm, state }: { vm: PrescriptionFormViewModel; state: PrescriptionState }) => {
  const { form, errors, rules, charts } = state;
  const locked = rules.answersLocked;
  const additional = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (state.focusAdditionalInformation && additional.current) {
      additional.current.scrollIntoView({ block: 'center' });
      additional.current.focus();
    }
  }, [state.focusAdditionalInformation]);

  const withErrors = new Set(Object.keys(errors).map(sectionOf));
  return (
    <SectionsWithErrors.Provider value={withErrors}>
      <div className="rx">
        <header className="rx__head">
          <Logo />
          <div>
            <h1>Ficha de prescrição</h1>
            <p className="muted">Paciente: {state.patientName}</p>
          </div>
        </header>
        {state.fromPreferences && (
          <p className="rx__from-preferences" role="note">
            {clinicalPreferenceTexts.prefilled}
          </p>
        )}
        <form
          className="rx__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void vm.save();
          }}
        >
          {rules.showContinuationChoice && (
            <ChoiceGroup
              name="continuationType"
              label="Continuação: manter ou alterar a prescrição anterior?"
              options={[
                { value: 'KEEP', label: 'Manter a prescrição anterior' },
                { value: 'CHANGE', label: 'Alterar a prescrição' },
              ]}
              value={form.continuationType}
              onChange={(v) => vm.setContinuationType(v)}
              disabled={rules.continuationLocked}
              error={errors.continuationType}
            />
          )}
          <fieldset className="rx__answers" disabled={locked}>
            <Section n={1} title="Queixa principal" error={errors.complaint}>
              <textarea aria-label="Queixa principal" rows={2} value={form.complaint} onChange={(e) => vm.setText('complaint', e.target.value)} />
              <LengthCounter text={form.complaint} max={textLimits.complaint} />
            </Section>
            <Section n={2} title="Características principais (até 3)" error={errors.characteristics ?? errors['characteristics.0']}>
              <div className="rx-checks">
                {(Object.keys(characteristicLabels) as Characteristic[]).map((c) => (
                  <label key={c} className="check">
                    <input type="checkbox" checked={form.characteristics.includes(c)} disabled={characteristicDisabled(form, c)} onChange={() => vm.toggleCharacteristic(c)} />
                    <span>{characteristicLabels[c]}</span>
                  </label>
                ))}
              </div>
              {form.characteristics.includes('OTHER') && (
                <div className="field">
                  <label className="field__label" htmlFor="rx-other">
                    Qual outra característica?
                  </label>
                  <input id="rx-other" value={form.otherCharacteristic} onChange={(e) => vm.setText('otherCharacteristic', e.target.value)} />
                  <LengthCounter text={form.otherCharacteristic} max={textLimits.otherCharacteristic} />
                  {errors.otherCharacteristic && <span className="field__error">{errors.otherCharacteristic}</span>}
                </div>
              )}
            </Section>
            <Section n={3} title="Dentes que não devem ser movimentados">
              <ToothChart label="Dentes que não devem ser movimentados" mode="teeth" selected={form.nonMovingTeeth} enabled onToggle={(t) => vm.toggleChart('nonMovingTeeth', t)} />
            </Section>
            <Section n={4} title="Relação anteroposterior">
              <ChoiceGroup
                name="ap"
                label="Relação anteroposterior"
                options={dipOptions}
                value={form.anteroposteriorRelation}
                onChange={(v) => vm.setChoice('anteroposteriorRelation', v)}
                error={errors.anteroposteriorRelation}
              />
            </Section>
            <Section n={5} title="Sobressaliência (overjet)">
              <ChoiceGroup name="overjet" label="Sobressaliência" options={dipOptions} value={form.overjet} onChange={(v) => vm.setChoice('overjet', v)} error={errors.overjet} />
            </Section>
            <ClinicalSections form={form} errors={errors} editor={vm} charts={{ enabled: charts, toggle: (field, item) => vm.toggleChart(field, item) }} />
          </fieldset>
          <Section n={12} title="Objetivos do tratamento e informações adicionais" error={errors.additionalInformation}>
            <textarea
              ref={additional}
              aria-label="Objetivos do tratamento e informações adicionais"
              rows={5}
              value={form.additionalInformation}
              onChange={(e) => vm.setText('additionalInformation', e.target.value)}
            />
            <LengthCounter text={form.additionalInformation} max={textLimits.additionalInformation} />
          </Section>
          <div className="wizard-actions rx__actions">
            <button type="button" className="button" onClick={() => vm.back()}>
              Voltar
            </button>
            <button type="button" className="button" onClick={() => window.print()}>
              Imprimir
            </button>
            <button type="submit" className="button button--primary" disabled={state.saving}>
              Avançar
            </button>
          </div>
        </form>
        {/* Printed (the button, Ctrl+P) as the order's print mode prints it, not as the form looks. */}
        <article className="rx-print rx__sheet">
          <PrescriptionSheet sheet={state.sheet} />
        </article>
      </div>
    </SectionsWithErrors.Provider>
  );
};
