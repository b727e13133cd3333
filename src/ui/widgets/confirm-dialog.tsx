import type { ConfirmDialogProps } from '../../application/widgets/confirm-dialog';

export const ConfirmDialogView = ({ props }: { props: ConfirmDialogProps }) => (
  <div className="dialog">
    <h2 className="dialog__title">{props.title}</h2>
    <p>{props.message}</p>
    <div className="dialog__actions">
      <button type="button" className="button" onClick={props.cancel}>
        Cancelar
      </button>
      <button type="button" className="button button--primary" onClick={props.confirm}>
        Confirmar
      </button>
    </div>
  </div>
);
