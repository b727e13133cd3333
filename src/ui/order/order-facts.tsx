import { type ChangeEvent, useRef } from 'react';
import type { OrderPageState } from '../../application/order-page/order-page.state';
import type { OrderPageViewModel } from '../../application/order-page/order-page.view-model';
import type { AddressCardView, OrderPageView } from '../../application/order/order.view';
import type { OrderFilesSection } from '../../application/order/order-files-section';
import type { Address } from '../../contract/address.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { scanViewerTexts } from '../../application/scans/scan-viewer.texts';
import { UploadProgress } from '../widgets/upload-progress';
import { acceptAttribute, attachmentKindLabels, extensionsByKind } from '../../domain/attachments/file-acceptance';
import { addressSummary, addressTitle } from '../../domain/people/address';
import { Thumbnail } from '../widgets/thumbnail';
import { pickedFile } from '../widgets/picked-file';

export const TimelineSection = ({ view }: { view: OrderPageView }) => (
  <section className="card order-section">
    <h2>Histórico</h2>
    <ol className="timeline">
      {[...view.timeline].reverse().map((e, i) => (
        <li key={i} className={i === 0 ? 'timeline__entry timeline__entry--now' : 'timeline__entry'}>
          <strong>{e.label}</strong>
          <span className="muted">
            {e.at}
            {e.by ? ` · ${e.by}` : ''}
          </span>
          {e.reason && <q className="timeline__reason">{e.reason}</q>}
        </li>
      ))}
    </ol>
  </section>
);

export const FactsSection = ({ view }: { view: OrderPageView }) => (
  <section className="card order-section">
    <h2>Pedido</h2>
    <dl className="details">
      {view.facts.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  </section>
);

/** One of the order's addresses, with a choice of another while it may change. */
export const AddressChoice = ({
  label,
  current,
  choices,
  changeable,
  busy,
  onChange,
}: {
  label: string;
  current: AddressCardView | null;
  choices: readonly Address[];
  changeable: boolean;
  busy: boolean;
  onChange: (addressId: string) => void;
}) => {
  const others = choices.filter((a) => a.id !== current?.id);
  return (
    <div className="order-address">
      <h3>{label}</h3>
      {current ? (
        <p>
          <strong>{current.title}</strong>
          <br />
          {current.summary}
        </p>
      ) : (
        <p className="muted">Não informado.</p>
      )}
      {changeable && others.length > 0 && (
        <label className="field">
          <span className="field__label">Trocar {label.toLowerCase()}</span>
          <select value="" disabled={busy} onChange={(e) => e.target.value && onChange(e.target.value)}>
            <option value="">Escolha outro endereço…</option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {addressTitle(a) + ' — ' + addressSummary(a)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
};

export const AddressesSection = ({
  view,
  addresses,
  busy,
  change,
  children,
}: {
  view: OrderPageView;
  addresses: readonly Address[];
  busy: boolean;
  change: (kind: 'shipping' | 'billing', addressId: string) => void;
  children?: React.ReactNode;
}) => (
  <section className="card order-section">
    <h2>Endereços</h2>
    <AddressChoice
      label="Endereço de entrega"
      current={view.shipping}
      choices={addresses.filter((a) => a.isShipping)}
      changeable={view.canChangeAddress}
      busy={busy}
      onChange={(id) => change('shipping', id)}
    />
    <AddressChoice
      label="Endereço de cobrança"
      current={view.billing}
      choices={addresses.filter((a) => a.isBilling)}
      changeable={view.canChangeAddress}
      busy={busy}
      onChange={(id) => change('billing', id)}
    />
    {children}
  </section>
);

const newFileKinds: readonly AttachmentKind[] = ['MODEL_SUPERIOR', 'MODEL_INFERIOR', 'X_RAY', 'OTHERS'];

const NewFile = ({ kind, files, state }: { kind: AttachmentKind; files: OrderFilesSection; state: OrderPageState }) => {
  const input = useRef<HTMLInputElement>(null);
  const upload = state.uploads.find((u) => u.kind === kind);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void files.send(kind, pickedFile(file));
  };
  return (
    <li className="new-file">
      <span>{attachmentKindLabels[kind]}</span>
      {upload ? (
        <UploadProgress upload={upload} pause={(id) => files.tracker.pause(id)} resume={(id) => files.tracker.resume(id)} />
      ) : (
        <button type="button" className="button button--small" onClick={() => input.current?.click()} disabled={state.busy}>
          Enviar arquivo
        </button>
      )}
      <input ref={input} type="file" hidden accept={acceptAttribute(extensionsByKind[kind])} aria-label={`Novo arquivo: ${attachmentKindLabels[kind]}`} onChange={picked} />
      {state.slotErrors[kind] && (
        <p className="field__error slot__error" role="alert">
          {state.slotErrors[kind]}
        </p>
      )}
    </li>
  );
};

/** Sends new files while the provider waits for them, then the order back to analysis. */
export const NewFilesPanel = ({ vm, state }: { vm: OrderPageViewModel; state: OrderPageState }) => (
  <div className="new-files">
    <ul>
      {newFileKinds.map((k) => (
        <NewFile key={k} kind={k} files={vm.files} state={state} />
      ))}
    </ul>
    <button type="button" className="button button--primary" disabled={state.busy} onClick={() => void vm.sendToAnalysis()}>
      Enviar para análise
    </button>
  </div>
);

export const AttachmentsSection = ({ view, files, children }: { view: OrderPageView; files: OrderFilesSection; children?: React.ReactNode }) => {
  return (
    <section className="card order-section">
      <h2>Arquivos</h2>
      {view.attachments.length === 0 ? (
        <p className="muted">Nenhum arquivo enviado.</p>
      ) : (
        <ul className="file-list">
          {view.attachments.map((a) => (
            <li key={a.id} className={a.picture ? 'file-list__picture' : undefined}>
              {a.picture && <Thumbnail url={files.thumbnailOf(a.id)} label={a.kind} />}
              <span className="muted">{a.kind}</span>
              <a href={files.urlOf(a.id)} download>
                {a.name}
              </a>
              <span className="muted">{a.size}</span>
              {a.scan && (
                <button type="button" className="link-button" onClick={() => files.viewScan(a.id)} aria-label={`${scanViewerTexts.viewAlone}: ${a.name}`}>
                  {scanViewerTexts.viewAlone}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.arches && (
        <button type="button" className="button button--small" onClick={() => files.viewArches()}>
          {scanViewerTexts.viewArches}
        </button>
      )}
      {children}
    </section>
  );
};
