import type { FormikProps } from 'formik';
import { consentDocumentPaths, consentDocumentTitles } from '../../domain/people/consent';
import type { ConsentAnswer } from '../../domain/people/registration';

/** "Li e aceito os Termos de uso e o Aviso de privacidade", each opening in a new tab. */
export const ConsentField = <F extends ConsentAnswer>({ form }: { form: FormikProps<F> }) => {
  const error = form.submitCount > 0 ? (form.errors as Partial<Record<'acceptedTerms', string>>).acceptedTerms : undefined;
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          name="acceptedTerms"
          checked={form.values.acceptedTerms}
          onChange={(e) => void form.setFieldValue('acceptedTerms', e.target.checked)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'acceptedTerms-error' : undefined}
        />
        <span>
          Li e aceito os{' '}
          <a href={consentDocumentPaths.TERMS} target="_blank" rel="noreferrer">
            {consentDocumentTitles.TERMS}
          </a>{' '}
          e o{' '}
          <a href={consentDocumentPaths.PRIVACY} target="_blank" rel="noreferrer">
            {consentDocumentTitles.PRIVACY}
          </a>
          .
        </span>
      </label>
      {error && (
        <span className="field__error" id="acceptedTerms-error">
          {error}
        </span>
      )}
    </div>
  );
};
