import { useEffect, useRef } from 'react';

/**
 * When a send is stopped by the form's own checks, the focus goes to the first field to fix,
 * which the browser scrolls into view: on a phone it is often far above the button just pressed,
 * and the dentist saw only the button. Returns the ref for the `<form>`.
 */
export const useFirstInvalidFocus = (form: { readonly isSubmitting: boolean; readonly isValid: boolean }) => {
  const ref = useRef<HTMLFormElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !form.isSubmitting && !form.isValid) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    wasSubmitting.current = form.isSubmitting;
  }, [form.isSubmitting, form.isValid]);
  return ref;
};
