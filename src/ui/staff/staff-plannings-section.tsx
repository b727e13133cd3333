import { arches, archWords } from '../../domain/order/arch';
import { archesOf } from '../../contract/arch-spellings';
import { useFormik } from 'formik';
import { type ChangeEvent, useRef } from 'react';
import type { LoadedStaffOrder } from '../../application/staff/staff-order.state';
import type { StaffPlannings } from '../../application/staff/staff-plannings';
import type { PlanningCard } from '../../application/order/order.view';
import { discountFormErrors, planningNotesErrors, productQuantityErrors } from '../../application/staff/planning-forms';
import { formatBRL } from '../../domain/format/money';
import type { DiscountBody } from '../../contract/staff-order.contract';
import { PlanningComment, PlanningItems } from '../order/planning-lines';
import { TextField } from '../widgets/text-field';
import { textLimits } from '../../domain/shared/text-limits';
import { pickedFile } from '../widgets/picked-file';
import { UploadProgress } from '../widgets/upload-progress';
import type { UploadTracker } from '../../application/uploads/upload-tracker';
import type { OrderPlanReviewSection } from '../../application/order/order-plan-review-section';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';
import { stageTexts } from '../../application/staff/staff-order.texts';

const ProductForm = ({ plannings, state }: { plannings: StaffPlannings; state: LoadedStaffOrder }) => {
  const form = useFormik({
    initialValues: { productId: state.products[0]?.id ?? '', quantity: '1' },
    validate: productQuantityErrors,
    onSubmit: async (v, helpers) => {
      if (await plannings.addProduct(v.productId, Number(v.quantity))) helpers.resetForm();
    },
  });
  return (
    <form className="staff-inline" onSubmit={form.handleSubmit} aria-label="Adicionar produto" noValidate>
      <label className="field">
        <span className="field__label">Produto</span>
        <select name="productId" value={form.values.productId} onChange={form.handleChange}>
          {state.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({formatBRL(p.unitCents)})
            </option>
          ))}
        </select>
      </label>
      <label className="field staff-inline__small">
        <span className="field__label">Quantidade</span>
        <input name="quantity" type="number" min={1} max={100} value={form.values.quantity} onChange={form.handleChange} aria-invalid={form.errors.quantity ? true : undefined} />
        {form.submitCount > 0 && form.errors.quantity && <span className="field__error">{form.errors.quantity}</span>}
      </label>
      <button type="submit" className="button" disabled={state.busy}>
        Adicionar produto
      </button>
    </form>
  );
};

interface DiscountForm {
  readonly description: string;
  readonly type: DiscountBody['type'];
  readonly value: string;
}

const DiscountForm = ({ plannings, state }: { plannings: StaffPlannings; state: LoadedStaffOrder }) => {
  const form = useFormik<DiscountForm>({
    initialValues: { description: '', type: 'PERCENTAGE', value: '' },
    validate: discountFormErrors,
    onSubmit: async (v, helpers) => {
      if (await plannings.addDiscount(v.description, v.type, v.value)) helpers.resetForm();
    },
  });
  return (
    <form className="staff-inline" onSubmit={form.handleSubmit} aria-label="Adicionar desconto">
      <TextField form={form} name="description" label="Desconto" max={textLimits.discountDescription} />
      <label className="field staff-inline__small">
        <span className="field__label">Tipo</span>
        <select name="type" value={form.values.type} onChange={form.handleChange}>
          <option value="PERCENTAGE">%</option>
          <option value="VALUE">R$</option>
        </select>
      </label>
      <label className="field staff-inline__small">
        <span className="field__label">Valor</span>
        <input name="value" inputMode="decimal" value={form.values.value} onChange={form.handleChange} />
      </label>
      <button type="submit" className="button" disabled={state.busy}>
        Adicionar desconto
      </button>
    </form>
  );
};

const NotesForm = ({ plannings, state, planning, viewerUrl }: { plannings: StaffPlannings; state: LoadedStaffOrder; planning: PlanningCard; viewerUrl: string }) => {
  const form = useFormik({
    initialValues: { comment: planning.comment ?? '', viewerUrl },
    enableReinitialize: true,
    validate: (v) => planningNotesErrors(v),
    onSubmit: async (v) => {
      await plannings.saveNotes(v.comment, v.viewerUrl.trim());
    },
  });
  const file = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (f) void plannings.uploadFile(pickedFile(f));
  };
  const stagesZip = useRef<HTMLInputElement>(null);
  const pickedStages = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (f) void plannings.uploadStages(pickedFile(f));
  };
  return (
    <form className="staff-notes" onSubmit={form.handleSubmit} aria-label="Comentário e arquivos do planejamento" noValidate>
      <TextField form={form} name="comment" label="Comentário do planejador" rows={3} max={textLimits.planningComment} showError={form.submitCount > 0} />
      <TextField form={form} name="viewerUrl" label="Link do visualizador 3D (https://…)" type="url" inputMode="url" max={textLimits.viewerUrl} showError={form.submitCount > 0} />
      <div className="decision__actions">
        <button type="submit" className="button" disabled={state.busy || !form.dirty}>
          Salvar comentário e link
        </button>
        <button type="button" className="button" disabled={state.busy} onClick={() => file.current?.click()}>
          Enviar arquivo do planejamento (PDF)
        </button>
        <input ref={file} type="file" hidden accept=".pdf" aria-label="Arquivo do planejamento" onChange={picked} />
        <button type="button" className="button" disabled={state.busy} onClick={() => stagesZip.current?.click()}>
          {stageTexts.send}
        </button>
        <input ref={stagesZip} type="file" hidden accept=".zip" aria-label={stageTexts.send} onChange={pickedStages} />
      </div>
    </form>
  );
};

/** The stage models' ZIP of a planning: sent, being built, refused with the reason, or ready to see. */
const StagesLine = ({ plannings, tracker, state, planningId }: { plannings: StaffPlannings; tracker: UploadTracker; state: LoadedStaffOrder; planningId: string }) => {
  const stages = state.order.planningFiles.find((f) => f.planningId === planningId)?.stages;
  const sending = state.uploads.filter((u) => u.kind === 'PLANNING_STAGES');
  return (
    <>
      {sending.map((u) => (
        <UploadProgress key={u.id} upload={u} pause={(id) => tracker.pause(id)} resume={(id) => tracker.resume(id)} />
      ))}
      {stages?.status === 'BUILDING' && (
        <p className="muted" role="status">
          {stageTexts.building}
        </p>
      )}
      {stages?.status === 'FAILED' && (
        <div className="field__error" role="alert">
          <p>{stages.message}</p>
          {stages.stageCount !== null && (
            <button type="button" className="button button--small" disabled={state.busy} onClick={() => void plannings.confirmStageCount(planningId)}>
              {stageTexts.confirmCount(stages.stageCount)}
            </button>
          )}
        </div>
      )}
    </>
  );
};

/** Staff build plannings while the order is in virtual planning; afterwards they are read only. */
export const StaffPlanningsSection = ({
  plannings,
  review,
  tracker,
  state,
}: {
  plannings: StaffPlannings;
  review: OrderPlanReviewSection;
  tracker: UploadTracker;
  state: LoadedStaffOrder;
}) => {
  const order = state.order;
  const view = state.view;
  const editable = order.planningEditable;
  return (
    <section className="card order-section" aria-label="Planejamentos">
      <h2>Planejamentos</h2>
      {!editable && <p className="muted">Os planejamentos só mudam com o pedido em Planejamento virtual.</p>}
      {editable && (
        <div className="decision__actions">
          <button type="button" className="button" disabled={state.busy} onClick={() => void plannings.create(false)}>
            Novo planejamento
          </button>
          {order.plannings.length > 0 && (
            <button type="button" className="button" disabled={state.busy} onClick={() => void plannings.create(true)}>
              Novo planejamento a partir do atual
            </button>
          )}
        </div>
      )}
      {view.plannings.length === 0 && <p className="muted">Nenhum planejamento ainda.</p>}
      {[...view.plannings]
        .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
        .map((planning) => {
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cards are made from these plannings
          const raw = order.plannings.find((p) => p.id === planning.id)!;
          const files = order.planningFiles.find((f) => f.planningId === planning.id);
          const editing = editable && planning.isCurrent;
          return (
            <article key={planning.id} className={planning.isCurrent ? 'planning planning--current' : 'planning'} aria-label={planning.title}>
              <header className="planning__head">
                <h3>{planning.title}</h3>
                {planning.isCurrent && <span className="badge badge--progress">Planejamento atual</span>}
              </header>
              <PlanningItems planning={planning} />
              {editing && (
                <ul className="staff-chips">
                  {raw.items.map((i) => (
                    <li key={i.id}>
                      {i.quantity} × {i.description}
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Remover ${i.description}`}
                        disabled={state.busy}
                        onClick={() => void plannings.removeProduct(i.id)}
                      >
                        Remover
                      </button>
                    </li>
                  ))}
                  {raw.discounts.map((d) => (
                    <li key={d.id}>
                      {d.description}
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Remover ${d.description}`}
                        disabled={state.busy}
                        onClick={() => void plannings.removeDiscount(d.id)}
                      >
                        Remover
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <PlanningComment comment={planning.comment} />
              <p className="muted">
                Arquivo: {files?.fileName ?? 'relatório gerado pelo portal'} · Visualizador: {files?.viewerUrl ?? 'não informado'}
              </p>
              <div className="planning__views">
                {planning.stagesReady && (
                  <button type="button" className="button button--primary" onClick={() => void review.open(planning, view.plannings, view.printHeading)}>
                    {planReviewTexts.open}
                  </button>
                )}
                <a className="button" href={plannings.fileUrl(planning.id)} download>
                  Baixar arquivo do planejamento
                </a>
              </div>
              <StagesLine plannings={plannings} tracker={tracker} state={state} planningId={planning.id} />
              {editing && (
                <div className="staff-editor">
                  <ProductForm plannings={plannings} state={state} />
                  <DiscountForm plannings={plannings} state={state} />
                  <div className="decision__actions" aria-label="Arcadas">
                    <span>Arcadas do caso: {view.facts.find(([k]) => k === 'Arcadas')?.[1]}</span>
                    {arches.map((arch) => {
                      const has = archesOf(order)[arch];
                      return (
                        <button
                          key={arch}
                          type="button"
                          className="button button--small"
                          disabled={state.busy}
                          onClick={() => void plannings.changeArch(has ? 'remove' : 'add', arch)}
                        >
                          {has ? `Remover arcada ${archWords[arch]}` : `Adicionar arcada ${archWords[arch]}`}
                        </button>
                      );
                    })}
                  </div>
                  <NotesForm plannings={plannings} state={state} planning={planning} viewerUrl={files?.viewerUrl ?? ''} />
                </div>
              )}
              {planning.isCurrent && state.canSetBalance && (
                <button type="button" className="button" disabled={state.busy} onClick={() => plannings.openBalance()}>
                  Definir saldo bonificado
                </button>
              )}
            </article>
          );
        })}
    </section>
  );
};
