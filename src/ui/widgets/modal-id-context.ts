import { createContext } from 'react';

/** The queue id of the dialog being rendered, for dialogs that hand over to another. */
export const ModalIdContext = createContext<number | undefined>(undefined);
