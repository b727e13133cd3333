import { Fragment, useMemo, useState } from 'react';
import type { OrderCharges } from '../../contract/charges.contract';
import type { OrderChargesSection } from '../../application/payments/order-charges-section';
import { type ChargeCard, chargesTexts, chargesView } from '../../application/payments/order-charges';
import { PixQrCode } from './pix-qr-code';
import { BoletoForm } from './boleto-form';

const PixPayment = ({ card, code, section }: { card: ChargeCard; code: string; section: OrderChargesSection }) => (
  <div className="pix-payment">
    <div className="pix-payment__heading">
      <h3 className="pix-payment__title">Pagar com Pix: {card.title.toLowerCase()}</h3>
      <p className="pix-payment__amount">
        <strong>{card.amount}</strong> · {card.when}
      </p>
    </div>
    <PixQrCode code={code} label={`QR code do Pix de ${card.amount}, ${card.title.toLowerCase()}`} />
    <div className="pix-payment__text">
      <p className="muted">{chargesTexts.howToPay}</p>
      <button type="button" className="button button--primary" onClick={() => void section.copy(card.id)}>
        {chargesTexts.copy}
      </button>
      <code className="pix-payment__code">{card.brCode}</code>
    </div>
  </div>
);

/** "Pagamento": the order's charges, a table that adds up, and the Pix of each one still to pay. */
export const ChargesSection = ({ charges, section, busy }: { charges: OrderCharges; section: OrderChargesSection; busy: boolean }) => {
  const view = useMemo(() => chargesView(charges), [charges]);
  const payable = view.cards.filter((c) => c.brCode !== null);
  // One Pix at a time: the next charge to pay, or the one she picked in the table.
  const [picked, pick] = useState<string | undefined>(undefined);
  const shown = payable.find((c) => c.id === picked) ?? payable[0];
  const dentist = !section.canConfirm;
  return (
    <section className="card order-section charges" aria-label={chargesTexts.title}>
      <h2>{chargesTexts.title}</h2>
      <p className="muted">Condição: {view.condition}</p>
      <table className="table table--money charges__table" data-adds-up aria-label="Cobranças do pedido">
        <thead>
          <tr>
            <th>Cobrança</th>
            <th>Situação</th>
            <th className="table__num">Valor</th>
          </tr>
        </thead>
        <tbody>
          {view.cards.map((c) => (
            <Fragment key={c.id}>
              <tr>
                <td>
                  {c.title}
                  <span className="charges__when muted">{c.when}</span>
                  {c.refundDue && <span className="charges__when">{chargesTexts.refundDue}</span>}
                  {c.status === 'PAID' && (
                    <a className="charges__action" href={section.receiptUrl(c.id)} download>
                      {chargesTexts.receipt}
                    </a>
                  )}
                </td>
                <td>
                  <span className={`charge-status charge-status--${c.status.toLowerCase()}`}>{c.statusLabel}</span>
                  {dentist && c.brCode !== null && c.id !== shown?.id && (
                    <button type="button" className="link-button charges__action" onClick={() => pick(c.id)}>
                      Pagar com Pix
                    </button>
                  )}
                  {!dentist && c.brCode !== null && (
                    <button type="button" className="link-button charges__action" disabled={busy} onClick={() => void section.confirm(c.id)}>
                      {chargesTexts.confirm}
                    </button>
                  )}
                  {!dentist && c.brCode !== null && (
                    <button type="button" className="link-button charges__action" disabled={busy} onClick={() => void section.cancel(c.id)}>
                      {chargesTexts.cancel}
                    </button>
                  )}
                </td>
                <td className="table__num">{c.amount}</td>
              </tr>
              {(c.boleto !== null || (section.canAttachBoleto && c.takesBoleto)) && (
                <tr className="charges__detail" data-detail>
                  <td colSpan={3}>
                    {c.boleto !== null && (
                      <div className="charges__boleto">
                        <span className="muted">Boleto: </span>
                        <code className="charges__boleto-line">{c.boleto}</code>
                        <span className="charges__boleto-actions">
                          {dentist && (
                            <button type="button" className="link-button" onClick={() => void section.copyBoleto(c.id)}>
                              {chargesTexts.boletoCopy}
                            </button>
                          )}
                          <a href={section.boletoUrl(c.id)} download>
                            {chargesTexts.boletoDownload}
                          </a>
                        </span>
                      </div>
                    )}
                    {section.canAttachBoleto && c.takesBoleto && <BoletoForm chargeId={c.id} section={section} replacing={c.boleto !== null} busy={busy} />}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr data-total>
            <td colSpan={2}>Total</td>
            <td className="table__num">{view.total}</td>
          </tr>
        </tfoot>
      </table>
      <p className="charges__summary">
        Pago: <strong>{view.paid}</strong> · Em aberto: <strong>{view.owed}</strong>
        {view.cancelled !== null && (
          <>
            {' '}
            · Cancelado: <strong>{view.cancelled}</strong>
          </>
        )}
      </p>
      {dentist && shown?.brCode && <PixPayment card={shown} code={shown.brCode} section={section} />}
    </section>
  );
};
