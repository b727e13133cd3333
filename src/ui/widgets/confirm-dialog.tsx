import { useState } from 'react';
import { type ConfirmDialogProps, confirmDialogKind, reasonAccepted } from '../../application/widgets/confirm-dialog';
import { PlainTextField } from './text-field';
import { textLimits } from '../../domain/shared/text-limits';
import { registerDialog } from './dialog-registry';
import { DialogTitle } from './dialog-title';

export const ConfirmDialogView = ({ props }: { props: ConfirmDialogProps }) => {
  const [reason, setReason] = useState('');
  const refused = props.reasonLabel !== undefined && !reasonAccepted(reason);
  return (
    <div className="dialog">
      <DialogTitle>{props.title}</DialogTitle>
      <p>{props.message}</p>
      {props.details && (
        <ul className="dialog__details">
          {props.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {props.reasonLabel && <PlainTextField label={props.reasonLabel} value={reason} onChange={setReason} rows={3} max={textLimits.reason} autoFocus />}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={props.cancel}>
          Cancelar
        </button>
        <button type="button" className="button button--primary" disabled={refused} onClick={() => props.confirm(reason)}>
          Confirmar
        </button>
      </div>
    </div>
  );
};

export const confirmDialog = registerDialog(confirmDialogKind, ConfirmDialogView);
