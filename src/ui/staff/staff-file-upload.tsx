import { type ChangeEvent, useRef, useState } from 'react';
import type { OrderFilesSection } from '../../application/order/order-files-section';
import type { TrackedUpload } from '../../application/uploads/upload-tracker';
import { UploadProgress } from '../widgets/upload-progress';
import { acceptAttribute, type AttachmentKind, attachmentKindLabels, extensionsByKind, isStaffOnlyKind } from '../../domain/attachments/file-acceptance';
import type { SlotErrors } from '../../application/uploads/slot-errors';
import { pickedFile } from '../widgets/picked-file';

const orderKinds = (Object.keys(attachmentKindLabels) as AttachmentKind[]).filter((k) => !isStaffOnlyKind(k));

/** Staff add a file to the order in the slot they choose. */
export const StaffFileUpload = ({ files, busy, uploads, errors }: { files: OrderFilesSection; busy: boolean; uploads: readonly TrackedUpload[]; errors: SlotErrors }) => {
  const [kind, setKind] = useState<AttachmentKind>('MODEL_SUPERIOR');
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void files.send(kind, pickedFile(file));
  };
  return (
    <div className="staff-inline">
      <label className="field">
        <span className="field__label">Adicionar arquivo em</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as AttachmentKind)}>
          {orderKinds.map((k) => (
            <option key={k} value={k}>
              {attachmentKindLabels[k]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" disabled={busy} onClick={() => input.current?.click()}>
        Escolher arquivo
      </button>
      <input ref={input} type="file" hidden accept={acceptAttribute(extensionsByKind[kind])} aria-label="Arquivo para o pedido" onChange={picked} />
      {uploads
        .filter((u) => !isStaffOnlyKind(u.kind))
        .map((u) => (
          <UploadProgress key={u.id} upload={u} pause={(id) => files.tracker.pause(id)} resume={(id) => files.tracker.resume(id)} />
        ))}
      {(Object.entries(errors) as [AttachmentKind, string][]).map(([slot, message]) => (
        <p key={slot} className="field__error slot__error" role="alert">
          {attachmentKindLabels[slot]}: {message}
        </p>
      ))}
    </div>
  );
};
