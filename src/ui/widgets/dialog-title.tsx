import { type ReactNode, useContext } from 'react';
import { ModalIdContext } from './modal-id-context';

export const dialogTitleId = (modalId: number | undefined) => `dialog-title-${modalId ?? 'none'}`;

/** A dialog's heading: the host names the dialog by it, so a screen reader says what opened. */
export const DialogTitle = ({ children }: { readonly children: ReactNode }) => (
  <h2 id={dialogTitleId(useContext(ModalIdContext))} className="dialog__title">
    {children}
  </h2>
);
