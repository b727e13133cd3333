import { useFormik } from 'formik';
import { useRef } from 'react';
import type { OrderChargesSection } from '../../application/payments/order-charges-section';
import { chargesTexts } from '../../application/payments/order-charges';
import { acceptAttribute, extensionsByKind } from '../../domain/attachments/file-acceptance';
import { PlainTextField } from '../widgets/text-field';
import { pickedFile } from '../widgets/picked-file';

/** The staff attach the bank's boleto to a charge: its PDF and its linha digitável, checked before anything is sent. */
export const BoletoForm = ({ chargeId, section, replacing, busy }: { chargeId: string; section: OrderChargesSection; replacing: boolean; busy: boolean }) => {
  const input = useRef<HTMLInputElement>(null);
  const form = useFormik<{ file: File | undefined; linha: string }>({
    initialValues: { file: undefined, linha: '' },
    onSubmit: async (v, helpers) => {
      if (await section.attachBoleto(chargeId, v.file && pickedFile(v.file), v.linha)) helpers.resetForm();
    },
  });
  return (
    <details className="boleto-form">
      <summary className="link-button">{replacing ? chargesTexts.boletoReplace : chargesTexts.boletoAttach}</summary>
      <form onSubmit={form.handleSubmit} noValidate>
        {/* The browser's own file button speaks its own language: a button of ours, the input hidden. */}
        <div className="boleto-form__file">
          <input
            ref={input}
            type="file"
            hidden
            aria-label={chargesTexts.boletoFile}
            accept={acceptAttribute(extensionsByKind.BOLETO)}
            onChange={(e) => void form.setFieldValue('file', e.target.files?.[0])}
          />
          <button type="button" className="button" disabled={busy || form.isSubmitting} onClick={() => input.current?.click()}>
            {chargesTexts.boletoPick}
          </button>
          <span className="muted">{form.values.file?.name ?? chargesTexts.boletoNoneYet}</span>
        </div>
        <PlainTextField
          label={chargesTexts.boletoLine}
          value={form.values.linha}
          onChange={(text) => void form.setFieldValue('linha', text)}
          inputMode="numeric"
          autoComplete="off"
          max={80}
          disabled={busy || form.isSubmitting}
        />
        <button type="submit" className="button button--primary boleto-form__send" disabled={busy || form.isSubmitting}>
          {chargesTexts.boletoSend}
        </button>
      </form>
    </details>
  );
};
