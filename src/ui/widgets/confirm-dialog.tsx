import { useState } from 'react';
import { type ConfirmDialogProps, confirmDialogKind } from '../../application/widgets/confirm-dialog';
import { registerDialog } from './dialog-registry';
import { DialogTitle } from './dialog-title';

export const ConfirmDialogView = ({ props }: { props: ConfirmDialogProps }) => {
  const [reason, setReason] = useState('');
  const blank = props.reasonLabel !== undefined && reason.trim() === '';
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
      {props.reasonLabel && (
        <label className="field">
          <span className="field__label">{props.reasonLabel}</span>
          <textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
        </label>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={props.cancel}>
          Cancelar
        </button>
        <button type="button" className="button button--primary" disabled={blank} onClick={() => props.confirm(reason)}>
          Confirmar
        </button>
      </div>
    </div>
  );
};

export const confirmDialog = registerDialog(confirmDialogKind, ConfirmDialogView);
