import { type DragEvent, useRef, useState } from 'react';
import { acceptAttribute, attachmentKindLabels, type AttachmentKind, displayFileName, extensionsByKind, maxOtherFiles } from '../../../domain/attachments/file-acceptance';
import type { DraftAttachment, DraftOrder } from '../../../domain/order/draft-order';
import { formatFileSize } from '../../../domain/format/file-size';
import type { NewOrderViewModel, UploadInProgress, WizardState } from '../../../application/orders/new-order.view-model';
import { scanViewerTexts } from '../../../application/scans/scan-viewer.texts';
import { UploadProgress } from '../../widgets/upload-progress';
import { ScanViewerView } from '../../scans/scan-viewer';
import { isPhotoKind } from '../../../domain/attachments/photo-slots';
import { photoKinds } from '../../../domain/attachments/scan-preview';
import { Thumbnail } from '../../widgets/thumbnail';
import { pickedFile } from '../../widgets/picked-file';
import type { ScanViewerMaker } from '../../../application/scans/scan-viewer.view-model';

const facialKinds = photoKinds.filter((k) => k.startsWith('FACIAL'));
const intraoralKinds = photoKinds.filter((k) => k.startsWith('INTRAORAL'));
const picked = (files: FileList | null) => [...(files ?? [])].map(pickedFile);

/** Several photos at once, dropped or picked: each goes to the next empty photo slot. */
const PhotoDrop = ({ wizard }: { wizard: NewOrderViewModel }) => {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void wizard.uploadPhotos(picked(e.dataTransfer.files));
  };
  return (
    <div
      className={over ? 'photo-drop photo-drop--over' : 'photo-drop'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>Arraste várias fotos para cá: cada uma vai para o próximo espaço vazio, na ordem abaixo. Depois, mova a que estiver no lugar errado.</p>
      <label className="button button--small">
        Escolher várias fotos
        <input
          ref={input}
          type="file"
          multiple
          className="visually-hidden"
          accept={acceptAttribute(extensionsByKind.FACIAL_SIDE)}
          onChange={(e) => {
            void wizard.uploadPhotos(picked(e.target.files));
            if (input.current) input.current.value = '';
          }}
        />
      </label>
    </div>
  );
};

const FileRow = ({ attachment, wizard, viewers }: { attachment: DraftAttachment; wizard: NewOrderViewModel; viewers: ScanViewerMaker }) => {
  const scan = wizard.scanSource(attachment);
  const thumbnail = wizard.thumbnailUrl(attachment);
  const name = displayFileName(attachment.name);
  return (
    <>
      {thumbnail && <Thumbnail url={thumbnail} label={`${attachmentKindLabels[attachment.type]}: ${name}`} />}
      <div className="file-row">
        <span className="file-row__name" title={name}>
          {name}
        </span>
        <span className="file-row__size">{formatFileSize(attachment.size)}</span>
        {scan && (
          <button type="button" className="link-button" onClick={() => wizard.viewScan(attachment)} aria-label={`${scanViewerTexts.viewAlone}: ${name}`}>
            {scanViewerTexts.viewAlone}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => wizard.dispatch({ type: 'attachmentRemoved', attachmentId: attachment.attachmentId })}
          aria-label={`Remover ${name}`}
        >
          Remover
        </button>
      </div>
      {isPhotoKind(attachment.type) && (
        <label className="file-row__move">
          <span>Mover para</span>
          <select value="" onChange={(e) => void wizard.movePhoto(attachment.attachmentId, e.target.value as AttachmentKind)}>
            <option value="">Escolha o espaço…</option>
            {photoKinds
              .filter((k) => k !== attachment.type)
              .map((k) => (
                <option key={k} value={k}>
                  {attachmentKindLabels[k]}
                </option>
              ))}
          </select>
        </label>
      )}
      {/* A model shows itself as soon as it is sent: the wrong arch or patient is seen at once. */}
      {scan && attachment.type !== 'OTHERS' && <ScanViewerView sources={[scan]} make={viewers} compact />}
    </>
  );
};

const Slot = ({
  kind,
  draft,
  uploads,
  errors,
  wizard,
  required,
  viewers,
}: {
  kind: AttachmentKind;
  draft: DraftOrder;
  uploads: readonly UploadInProgress[];
  errors: WizardState['slotErrors'];
  wizard: NewOrderViewModel;
  required?: boolean;
  viewers: ScanViewerMaker;
}) => {
  const error = errors[kind];
  const input = useRef<HTMLInputElement>(null);
  const files = draft.attachments.filter((a) => a.type === kind);
  const pending = uploads.filter((u) => u.kind === kind);
  const many = kind === 'OTHERS';
  const full = many ? files.length + pending.length >= maxOtherFiles : false;
  const label = attachmentKindLabels[kind];
  return (
    <div className={files.length > 0 ? 'slot slot--filled' : 'slot'}>
      <div className="slot__head">
        <span className="slot__title">
          {label}
          {required && <span className="slot__required"> (obrigatório)</span>}
        </span>
        <span className="slot__types">{extensionsByKind[kind].map((e) => e.toUpperCase()).join(', ')}</span>
      </div>
      {files.map((f) => (
        <FileRow key={f.attachmentId} attachment={f} wizard={wizard} viewers={viewers} />
      ))}
      {pending.map((u) => (
        <UploadProgress key={u.id} upload={u} pause={(id) => wizard.pauseUpload(id)} resume={(id) => wizard.resumeUpload(id)} />
      ))}
      {error && (
        <p className="field__error slot__error" role="alert">
          {error}
        </p>
      )}
      {!full && (
        <label className="button button--small slot__pick">
          {files.length > 0 && !many ? 'Substituir arquivo' : many ? `Adicionar arquivo (até ${maxOtherFiles})` : 'Escolher arquivo'}
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            aria-label={label}
            accept={acceptAttribute(extensionsByKind[kind])}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void wizard.upload(kind, pickedFile(file));
              if (input.current) input.current.value = '';
            }}
          />
        </label>
      )}
    </div>
  );
};

/** One slot per kind of spec §3; models only when they are uploaded. */
export const AttachmentsStep = ({
  draft,
  wizard,
  uploads,
  slotErrors,
  viewers,
}: {
  draft: DraftOrder;
  wizard: NewOrderViewModel;
  uploads: readonly UploadInProgress[];
  slotErrors: WizardState['slotErrors'];
  viewers: ScanViewerMaker;
}) => (
  <div className="attachments">
    {draft.shippingMethod === 'UPLOAD' && (
      <section>
        <h3>Modelos 3D</h3>
        <div className="slots">
          {draft.arcadeSuperior && <Slot viewers={viewers} kind="MODEL_SUPERIOR" draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} required />}
          {draft.arcadeInferior && <Slot viewers={viewers} kind="MODEL_INFERIOR" draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} required />}
        </div>
        {wizard.archesReady && (
          <button type="button" className="button" onClick={() => wizard.viewArches()}>
            {scanViewerTexts.viewArches}
          </button>
        )}
      </section>
    )}
    <PhotoDrop wizard={wizard} />
    <section>
      <h3>Fotos do rosto</h3>
      <div className="slots">
        {facialKinds.map((k) => (
          <Slot viewers={viewers} key={k} kind={k} draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} />
        ))}
      </div>
    </section>
    <section>
      <h3>Fotos intraorais</h3>
      <div className="slots">
        {intraoralKinds.map((k) => (
          <Slot viewers={viewers} key={k} kind={k} draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} />
        ))}
      </div>
    </section>
    <section>
      <h3>Radiografia e outros</h3>
      <div className="slots">
        <Slot viewers={viewers} kind="X_RAY" draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} />
        <Slot viewers={viewers} kind="OTHERS" draft={draft} uploads={uploads} errors={slotErrors} wizard={wizard} />
      </div>
    </section>
  </div>
);
