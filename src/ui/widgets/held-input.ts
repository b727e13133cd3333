import { useEffect, useRef } from 'react';
import type { HeldInput } from '../../application/session/held-edits';

interface HeldForm<V> {
  readonly values: V;
  readonly dirty: boolean;
  setValues(values: V): unknown;
}

/**
 * A formik form's input outlives an ended session (`HeldEdits`): kept while `unsaved` holds,
 * put back once when the same person signs in again and opens the form.
 */
export const useHeldInput = <V>(held: HeldInput<V>, form: HeldForm<NoInfer<V>>, unsaved: (form: HeldForm<NoInfer<V>>) => boolean): void => {
  const latest = useRef({ form, unsaved });
  latest.current = { form, unsaved };
  useEffect(() => held.keep(() => (latest.current.unsaved(latest.current.form) ? latest.current.form.values : undefined)), [held]);
  useEffect(() => {
    const back = held.takeBack();
    if (back) void latest.current.form.setValues(back);
  }, [held]);
};
