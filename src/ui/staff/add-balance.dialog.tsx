import { useFormik } from 'formik';
import type { AddBalanceProps } from '../../application/staff/staff-balances';
import type { AddBalanceBody } from '../../contract/staff-order.contract';
import { DialogTitle } from '../widgets/dialog-title';

interface Form {
  readonly type: AddBalanceBody['type'];
  readonly product: AddBalanceBody['product'];
  readonly amount: string;
}

/** add-balance: credits the dentist's wallet, the KOL balance or the patient's refinement bonus. */
export const AddBalanceDialog = ({ props, close }: { props: AddBalanceProps; close: () => void }) => {
  const form = useFormik<Form>({
    initialValues: { type: 'DENTIST', product: 'ALINHADORES', amount: '1' },
    validate: (v) => (/^\d{1,4}$/.test(v.amount) && Number(v.amount) >= 1 && Number(v.amount) <= 1000 ? {} : { amount: 'Informe de 1 a 1000.' }),
    onSubmit: async (v) => {
      await props.add({ type: v.type, product: v.product, amount: Number(v.amount) });
    },
  });
  return (
    <form className="dialog dialog--form" onSubmit={form.handleSubmit} noValidate>
      <DialogTitle>Adicionar saldo</DialogTitle>
      <label className="field">
        <span className="field__label">Saldo</span>
        <select name="type" value={form.values.type} onChange={form.handleChange}>
          <option value="DENTIST">Carteira do dentista</option>
          <option value="KOLS">KOL</option>
          <option value="PATIENT">Bônus de refinamento do paciente</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">Produto</span>
        <select name="product" value={form.values.product} onChange={form.handleChange}>
          <option value="ALINHADORES">Etapas de alinhadores</option>
          <option value="PLACA_CONTENCAO">Placas de contenção (por arcada)</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">Quantidade</span>
        <input name="amount" inputMode="numeric" value={form.values.amount} onChange={form.handleChange} />
        {form.submitCount > 0 && form.errors.amount && <span className="field__error">{form.errors.amount}</span>}
      </label>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={close}>
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
          Adicionar saldo
        </button>
      </div>
    </form>
  );
};
