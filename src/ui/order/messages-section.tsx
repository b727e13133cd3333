import { useFormik } from 'formik';
import { type MessageDraft, messageDraftErrors, type MessageView } from '../../application/order/order-messages';
import { textLimits } from '../../domain/shared/text-limits';
import { TextField } from '../widgets/text-field';
import type { HeldInput } from '../../application/session/held-edits';
import type { MessageType } from '../../contract/order-detail.contract';
import { useHeldInput } from '../widgets/held-input';

/** The thread between the dentist and the provider's team, the same on both sides. */
export const MessagesSection = ({
  messages,
  types,
  send,
  emptyText,
  held,
}: {
  messages: readonly MessageView[];
  types: readonly MessageType[];
  send: (messageTypeId: string, text: string) => Promise<boolean>;
  emptyText: string;
  held: HeldInput<MessageDraft>;
}) => {
  const form = useFormik<MessageDraft>({
    initialValues: { messageTypeId: types[0]?.id ?? '', message: '' },
    validate: messageDraftErrors,
    validateOnBlur: false,
    onSubmit: async (v, helpers) => {
      if (await send(v.messageTypeId, v.message)) helpers.resetForm({ values: { ...v, message: '' } });
    },
  });
  useHeldInput(held, form, (f) => f.values.message.trim() !== '');
  return (
    <section className="card order-section messages" aria-label="Mensagens">
      <h2>Mensagens</h2>
      {messages.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ol className="messages__thread">
          {messages.map((m) => (
            <li key={m.id} className={m.fromProvider ? 'message message--provider' : 'message message--mine'}>
              <div className="message__meta">
                <strong>{m.author}</strong> · <span className="badge badge--muted">{m.type}</span> · <span className="muted">{m.at}</span>
              </div>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="messages__form" onSubmit={form.handleSubmit} noValidate>
        <label className="field">
          <span className="field__label">Assunto</span>
          <select name="messageTypeId" value={form.values.messageTypeId} onChange={form.handleChange}>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <TextField form={form} name="message" label="Mensagem" rows={3} max={textLimits.message} showError={form.submitCount > 0} />
        <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
          Enviar mensagem
        </button>
      </form>
    </section>
  );
};
