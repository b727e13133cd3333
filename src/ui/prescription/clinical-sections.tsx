import { alignmentFieldsOf, midlineFields, type PrescriptionForm } from '../../domain/prescription/prescription';
import { archesChosen, type chartsEnabled, midlineKeepDisabled, type PrescriptionErrors } from '../../domain/prescription/prescription-rules';
import { type Arch, type Arches, arches, archWords } from '../../domain/order/arch';
import { alignmentItemLabels, alignmentOptions, diastemaOptions, dipOptions, extractionOptions } from '../../domain/prescription/prescription-labels';
import type { ChartField, ClinicalAnswersEditor } from '../../application/prescription/clinical-answers-editor';
import { ChoiceGroup } from './choice-group';
import { Section } from './rx-section';
import { ToothChart } from './tooth-chart';

/** Manter, or improve on one or both arches (sections 6 and 7). */
const KeepOrArches = (p: { keep: boolean; chosen: Arches; verb: string; onKeep: (v: boolean) => void; onArch: (arch: Arch, v: boolean) => void }) => (
  <div className="rx-checks">
    <label className="check">
      <input type="checkbox" checked={p.keep} onChange={(e) => p.onKeep(e.target.checked)} />
      <span>Manter</span>
    </label>
    {arches.map((arch) => (
      <label key={arch} className="check">
        <input type="checkbox" checked={p.chosen[arch]} onChange={(e) => p.onArch(arch, e.target.checked)} />
        <span>
          Melhorar com {p.verb} na arcada {archWords[arch]}
        </span>
      </label>
    ))}
  </div>
);

/**
 * Sections 6 to 11 of the Ficha: the Ficha's own, with their tooth charts, and the dentist's
 * clinical preferences, without them (a tooth is chosen per patient).
 */
export const ClinicalSections = ({
  form,
  errors,
  editor,
  charts,
}: {
  form: PrescriptionForm;
  errors: PrescriptionErrors;
  editor: ClinicalAnswersEditor;
  charts?: { readonly enabled: ReturnType<typeof chartsEnabled>; readonly toggle: (field: ChartField, item: number | string) => void };
}) => (
  <>
    <Section n={6} title="Sobremordida (overbite)" error={errors.overbiteKeep}>
      <KeepOrArches
        keep={form.overbiteKeep}
        chosen={archesChosen(form, 'overbite')}
        verb="intrusão"
        onKeep={(v) => editor.setKeep('overbite', v)}
        onArch={(arch, v) => editor.setArch('overbite', arch, v)}
      />
    </Section>
    <Section n={7} title="Mordida aberta" error={errors.openBiteKeep}>
      <KeepOrArches
        keep={form.openBiteKeep}
        chosen={archesChosen(form, 'openBite')}
        verb="extrusão"
        onKeep={(v) => editor.setKeep('openBite', v)}
        onArch={(arch, v) => editor.setArch('openBite', arch, v)}
      />
    </Section>
    <Section n={8} title="Linha média" error={errors.midlineTeeth}>
      <ChoiceGroup name="midline" label="Linha média" options={dipOptions} value={form.midline} onChange={(v) => editor.setMidline(v)} error={errors.midline} />
      {charts && <p className="muted rx-hint">Escolha os dentes e os espaços interproximais do desgaste (D.I.P.).</p>}
      {charts && (
        <ToothChart
          label="Linha média: dentes e espaços para D.I.P."
          mode="both"
          selected={form.midlineTeeth}
          enabled={charts.enabled.midline}
          onToggle={(t) => charts.toggle('midlineTeeth', t)}
        />
      )}
      <div className="form-row">
        {arches.map((arch) => {
          const { field, right, left } = midlineFields[arch];
          return (
            <ChoiceGroup
              key={arch}
              name={field}
              label={`Arcada ${archWords[arch]}`}
              options={[
                { value: 'KEEP', label: 'Manter', disabled: midlineKeepDisabled(form, arch) },
                { value: right, label: 'Mover para a direita' },
                { value: left, label: 'Mover para a esquerda' },
              ]}
              value={form[field]}
              onChange={(v) => editor.setChoice(field, v)}
              disabled={form.midline === 'KEEP' || form.midline === null}
              error={errors[field]}
            />
          );
        })}
      </div>
    </Section>
    <Section n={9} title="Diastemas e espaços" error={errors.diastemasAndSpacesTeeth}>
      <ChoiceGroup
        name="diastemas"
        label="Diastemas e espaços"
        options={diastemaOptions}
        value={form.diastemasAndSpaces}
        onChange={(v) => editor.setDiastemas(v)}
        error={errors.diastemasAndSpaces}
      />
      {charts && (
        <ToothChart
          label="Espaços a fechar"
          mode="spaces"
          selected={form.diastemasAndSpacesTeeth}
          enabled={charts.enabled.diastemas}
          onToggle={(t) => charts.toggle('diastemasAndSpacesTeeth', t)}
        />
      )}
    </Section>
    <Section n={10} title="Diretrizes de alinhamento (ganho de espaço)">
      <div className="rx-alignment">
        {arches.map((arch) => (
          <div key={arch}>
            <h3>Arcada {archWords[arch]}</h3>
            {alignmentFieldsOf(arch).map(({ field, item }) => {
              return (
                <ChoiceGroup
                  key={field}
                  name={field}
                  label={`${alignmentItemLabels[item]} (${archWords[arch]})`}
                  options={alignmentOptions}
                  value={form[field]}
                  onChange={(v) => editor.setChoice(field, v)}
                  error={errors[field]}
                />
              );
            })}
          </div>
        ))}
      </div>
    </Section>
    <Section n={11} title="Extração" error={errors.extractionTeeth}>
      <ChoiceGroup name="extraction" label="Extração" options={extractionOptions} value={form.extraction} onChange={(v) => editor.setExtraction(v)} error={errors.extraction} />
      {charts && (
        <ToothChart
          label="Dentes a extrair"
          mode="teeth"
          selected={form.extractionTeeth}
          enabled={charts.enabled.extraction}
          onToggle={(t) => charts.toggle('extractionTeeth', t)}
        />
      )}
    </Section>
  </>
);
