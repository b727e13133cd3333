import { useEffect, useMemo } from 'react';
import { useFormik } from 'formik';
import { useHeldInput } from '../widgets/held-input';
import type { LoadedStaffOrder } from '../../application/staff/staff-order.state';
import type { StaffOrderViewModel } from '../../application/staff/staff-order.view-model';
import { type StaffEditForm, staffEditFormOf, validateStaffEdit } from '../../application/staff/staff-edit-form';
import { DateField } from '../widgets/date-field';
import { ChangedWhileEditing } from '../widgets/changed-while-editing';
import { caseTypeLabel } from '../../domain/order/order-labels';
import { useFirstInvalidFocus } from '../widgets/first-invalid-focus';
import { PlainTextField } from '../widgets/text-field';
import { textLimits } from '../../domain/shared/text-limits';

const Field = ({ label, error, children }: { label: string; error?: string | undefined; children: React.ReactNode }) => (
  <label className="field">
    <span className="field__label">{label}</span>
    {children}
    {error && <span className="field__error">{error}</span>}
  </label>
);

/** Spec §3 staff order edit fields, with the status moved only along the lifecycle. */
export const StaffEditSection = ({ vm, state }: { vm: StaffOrderViewModel; state: LoadedStaffOrder }) => {
  const order = state.order;
  const initialValues = useMemo(() => staffEditFormOf(order), [order]);
  const form = useFormik<StaffEditForm>({
    initialValues,
    enableReinitialize: true,
    validate: validateStaffEdit,
    onSubmit: async (values, helpers) => {
      // The saved order fills the form again: the status move and its reason are done.
      if (!(await vm.save(values))) return;
      const saved = vm.editForm();
      if (saved) helpers.resetForm({ values: saved });
    },
  });
  const formRef = useFirstInvalidFocus(form);
  useHeldInput(vm.editInput, form, (f) => f.dirty);
  // A change made elsewhere must not overwrite what is being typed here.
  useEffect(() => vm.live.setEditing(form.dirty), [vm, form.dirty]);
  const error = (k: keyof StaffEditForm) => (form.submitCount > 0 ? form.errors[k] : undefined);
  const consultantPair = (who: 'relationship' | 'acquisition', label: string) => (
    <div className="staff-form__pair">
      <Field label={label}>
        <select name={`${who}ConsultantId`} value={form.values[`${who}ConsultantId`]} onChange={form.handleChange}>
          <option value="">Nenhum</option>
          {state.consultants.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Salvar para">
        <select name={`${who}ConsultantSaveType`} value={form.values[`${who}ConsultantSaveType`]} onChange={form.handleChange}>
          <option value="THIS_ORDER">Só este pedido</option>
          <option value="DENTIST">Este pedido e os próximos do dentista</option>
        </select>
      </Field>
    </div>
  );
  return (
    <section className="card order-section" aria-label="Dados do pedido">
      <h2>Dados do pedido</h2>
      <form ref={formRef} className="staff-form" onSubmit={form.handleSubmit} noValidate>
        <div className="staff-form__pair">
          <Field label="Nº do caso" error={error('caseNumber')}>
            <input name="caseNumber" inputMode="numeric" value={form.values.caseNumber} onChange={form.handleChange} />
          </Field>
          <Field label="Nº da continuação" error={error('caseContinuationNumber')}>
            <input name="caseContinuationNumber" inputMode="numeric" value={form.values.caseContinuationNumber} onChange={form.handleChange} />
          </Field>
        </div>
        <div className="staff-form__pair">
          <Field label="Tipo de caso">
            <select name="caseType" value={form.values.caseType} onChange={form.handleChange}>
              <option value="CASO_NOVO">{caseTypeLabel('CASO_NOVO')}</option>
              <option value="CASO_CONTINUACAO">{caseTypeLabel('CASO_CONTINUACAO')}</option>
            </select>
          </Field>
          <Field label="Responsável">
            <select name="responsableId" value={form.values.responsableId} onChange={form.handleChange}>
              <option value="">Ninguém</option>
              {state.employees.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {consultantPair('relationship', 'Consultor de relacionamento')}
        {consultantPair('acquisition', 'Consultor de aquisição')}
        <div className="staff-form__pair">
          <DateField
            label="Previsão de aprovação"
            name="forecastApprovalDate"
            value={form.values.forecastApprovalDate}
            error={error('forecastApprovalDate')}
            onChange={(text) => void form.setFieldValue('forecastApprovalDate', text)}
          />
          <PlainTextField
            label="Comentário da previsão"
            name="forecastComment"
            value={form.values.forecastComment}
            onChange={(text) => void form.setFieldValue('forecastComment', text)}
            max={textLimits.forecastComment}
            error={error('forecastComment')}
          />
        </div>
        <div className="staff-form__pair">
          <Field label="Mudar status para">
            <select name="statusId" value={form.values.statusId} onChange={form.handleChange} disabled={state.nextStatuses.length === 0}>
              <option value="">{state.nextStatuses.length === 0 ? 'Sem próximos status' : 'Manter o status atual'}</option>
              {state.nextStatuses.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </select>
          </Field>
          <PlainTextField
            label="Motivo da mudança"
            name="statusChangeReason"
            value={form.values.statusChangeReason}
            onChange={(text) => void form.setFieldValue('statusChangeReason', text)}
            max={textLimits.statusChangeReason}
            error={error('statusChangeReason')}
          />
        </div>
        <ChangedWhileEditing follower={vm.live} />
        <div className="decision__actions">
          <button type="submit" className="button button--primary" disabled={state.busy || !form.dirty}>
            Salvar alterações
          </button>
          {state.canRequestApproval && (
            <button type="button" className="button" disabled={state.busy} onClick={() => void vm.requestApproval()}>
              Solicitar aprovação
            </button>
          )}
          <button type="button" className="button" disabled={state.busy} onClick={() => vm.openAddBalance()}>
            Adicionar saldo
          </button>
          {state.canCancel && (
            <button type="button" className="button button--danger" disabled={state.busy} onClick={() => void vm.cancel()}>
              Cancelar pedido
            </button>
          )}
        </div>
      </form>
    </section>
  );
};
