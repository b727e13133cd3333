import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { formatCep, formatPhone } from '../../domain/format/mask';
import { type AddressForm, setExemptStateRegistration, validateAddress } from '../../domain/people/address';
import { formatCnpj, formatCpf } from '../../domain/people/document';
import { addressFormInput, type AddressFormProps } from '../../application/addresses/address-book.view-model';
import { HeldEdits } from '../../application/session/held-edits';
import { stateOptions } from '../onboarding/dentist-fields';
import { SelectField } from '../widgets/select-field';
import { TextField } from '../widgets/text-field';
import { FieldShell } from '../widgets/field-shell';
import { useHeldInput } from '../widgets/held-input';
import { useService } from '../di/container-context';
import { leaveMessages } from '../../application/widgets/leave-messages';
import { DialogTitle } from '../widgets/dialog-title';
import { useFirstInvalidFocus } from '../widgets/first-invalid-focus';
import { textLimits } from '../../domain/shared/text-limits';
import { cepLookups } from '../../application/addresses/cep-lookup.view-model';
import { useViewModel } from '../di/use-view-model';

const addressLeaveText = 'O que você preencheu neste endereço será perdido.';

const Check = ({
  form,
  name,
  label,
  onChange,
}: {
  form: ReturnType<typeof useFormik<AddressForm>>;
  name: keyof AddressForm;
  label: string;
  onChange?: (checked: boolean) => void;
}) => (
  <label className="check">
    <input
      type="checkbox"
      name={name}
      checked={Boolean(form.values[name])}
      onChange={(e) => (onChange ? onChange(e.target.checked) : void form.setFieldValue(name, e.target.checked))}
    />
    <span>{label}</span>
  </label>
);

/** The new-address form with every rule of spec §5 and the CEP lookup. */
export const AddressFormDialog = ({ props: { book, initial, editingId }, close }: { props: AddressFormProps; close: () => void }) => {
  const lookup = useViewModel(cepLookups);
  const { locked, lookingUp } = useObservableState(lookup.state$, { locked: false, lookingUp: false });
  // Cancelar over unsaved edits asks inside the dialog: the queue shows one dialog at a time.
  const [askingToLeave, setAskingToLeave] = useState(false);
  const form = useFormik<AddressForm>({
    initialValues: initial,
    validate: validateAddress,
    onSubmit: async (values) => {
      if (await book.save(values, editingId)) close();
    },
  });
  const formRef = useFirstInvalidFocus(form);

  const changeCep = async (text: string) => {
    const typed = formatCep(text);
    await form.setFieldValue('cep', typed);
    const { cep, found } = await lookup.changed(typed);
    if (found) await form.setValues({ ...form.values, cep, ...found }, true);
  };

  // Asked about before the page is left or reloaded (the signed-in frame's guard), and kept if the session ends.
  const heldEdits = useService(HeldEdits);
  useHeldInput(
    useMemo(() => addressFormInput(heldEdits, editingId), [heldEdits, editingId]),
    form,
    (f) => f.dirty,
  );
  const company = form.values.buyAs === 'CNPJ';
  return (
    <form ref={formRef} className="dialog dialog--form" onSubmit={form.handleSubmit} noValidate>
      <DialogTitle>{editingId ? 'Editar endereço' : 'Novo endereço'}</DialogTitle>
      <fieldset className="form-section">
        <legend>Comprar como</legend>
        <div className="segmented" role="radiogroup" aria-label="Comprar como">
          {(['CPF', 'CNPJ'] as const).map((option) => (
            <label key={option} className={form.values.buyAs === option ? 'segmented__option segmented__option--on' : 'segmented__option'}>
              <input type="radio" name="buyAs" value={option} checked={form.values.buyAs === option} onChange={() => void form.setFieldValue('buyAs', option)} />
              {option === 'CPF' ? 'Pessoa física (CPF)' : 'Pessoa jurídica (CNPJ)'}
            </label>
          ))}
        </div>
        {company ? (
          <>
            <TextField form={form} name="companyName" label="Razão social" max={textLimits.addressField} />
            <TextField form={form} name="businessName" label="Nome fantasia" max={textLimits.addressField} />
            <TextField form={form} name="cnpj" label="CNPJ" autoCapitalize="characters" format={formatCnpj} placeholder="00.000.000/0000-00" />
            <div className="form-row">
              <TextField form={form} name="stateRegistration" label="Inscrição estadual" disabled={form.values.exemptStateRegistration} max={textLimits.addressField} />
              <TextField form={form} name="municipalRegistration" label="Inscrição municipal (opcional)" max={textLimits.addressField} />
            </div>
            <Check
              form={form}
              name="exemptStateRegistration"
              label="Isento de inscrição estadual"
              onChange={(checked) => void form.setValues(setExemptStateRegistration(form.values, checked))}
            />
            <Check form={form} name="isSimpleTaxpayer" label="Optante pelo Simples Nacional" />
          </>
        ) : (
          <>
            <TextField form={form} name="fullName" label="Nome completo" autoComplete="name" max={textLimits.addressField} />
            <TextField form={form} name="cpf" label="CPF" inputMode="numeric" format={formatCpf} placeholder="000.000.000-00" />
          </>
        )}
        <Check form={form} name="isDentalClinic" label="É uma clínica odontológica" />
      </fieldset>
      <fieldset className="form-section">
        <legend>Endereço</legend>
        <FieldShell label={`CEP${lookingUp ? ' (buscando…)' : ''}`} error={form.touched.cep ? form.errors.cep : undefined}>
          {(control) => (
            <input
              {...control}
              name="cep"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              value={form.values.cep}
              onChange={(e) => void changeCep(e.target.value)}
              onBlur={form.handleBlur}
            />
          )}
        </FieldShell>
        <TextField form={form} name="street" label="Rua" autoComplete="address-line1" disabled={locked} max={textLimits.addressField} />
        <div className="form-row">
          <TextField form={form} name="number" label="Número" max={textLimits.addressField} />
          <TextField form={form} name="complement" label="Complemento (opcional)" autoComplete="address-line2" max={textLimits.addressField} />
        </div>
        <TextField form={form} name="neighborhood" label="Bairro" disabled={locked} max={textLimits.addressField} />
        <div className="form-row">
          <TextField form={form} name="city" label="Cidade" autoComplete="address-level2" disabled={locked} max={textLimits.addressField} />
          <SelectField form={form} name="state" label="UF" options={stateOptions} disabled={locked} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Contato e uso</legend>
        <div className="form-row">
          <TextField form={form} name="phone" label="Telefone" type="tel" inputMode="tel" format={formatPhone} placeholder="(00) 00000-0000" />
          <TextField form={form} name="email" label="E-mail" type="email" inputMode="email" max={textLimits.addressField} />
        </div>
        <Check form={form} name="isPhoneWhatsApp" label="Este telefone é WhatsApp" />
        <Check form={form} name="isShipping" label="Usar para entrega" />
        <Check form={form} name="isBilling" label="Usar para cobrança" />
      </fieldset>
      {askingToLeave ? (
        <div className="dialog__leave" role="alert">
          <p>
            <strong>{leaveMessages.title}</strong> {addressLeaveText}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setAskingToLeave(false)}>
              Continuar editando
            </button>
            <button type="button" className="button button--danger" onClick={close}>
              Sair sem salvar
            </button>
          </div>
        </div>
      ) : (
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => (form.dirty ? setAskingToLeave(true) : close())}>
            Cancelar
          </button>
          <button type="submit" className="button button--primary" disabled={!form.dirty || form.isSubmitting}>
            Salvar endereço
          </button>
        </div>
      )}
    </form>
  );
};
