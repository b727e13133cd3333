import type { ComponentType, LazyExoticComponent } from 'react';
import type { DialogKind } from '../../application/widgets/modal-queue';

/** What every dialog view receives: the props its kind opens with, and how to close it. */
export interface DialogViewProps<P> {
  readonly props: P;
  readonly close: () => void;
}

type DialogView<P> = ComponentType<DialogViewProps<P>> | LazyExoticComponent<ComponentType<DialogViewProps<P>>>;

/** A kind of dialog and the view that shows it: each feature registers its own. */
export interface DialogRegistration {
  readonly kind: string;
  readonly View: DialogView<never>;
}

/**
 * The view must take exactly the props the kind opens with; once checked here, the host holds
 * views of every kind in one list (the queue gives each its own kind's props).
 */
export const registerDialog = <P>(kind: DialogKind<P>, View: DialogView<P>): DialogRegistration => ({ kind, View: View as DialogView<never> });
