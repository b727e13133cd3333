import type { PlanningCard } from '../../application/order/order.view';

/** A planning's lines, deductions and total, as both order pages show it (every money table adds up to its total). */
export const PlanningItems = ({ planning }: { planning: PlanningCard }) => (
  <>
    <table className="table table--money planning-items" data-adds-up aria-label={`Valores do ${planning.title.toLowerCase()}`}>
      <thead>
        <tr>
          <th>Item</th>
          <th className="table__num planning-items__detail">Qtd.</th>
          <th className="table__num planning-items__detail">Unitário</th>
          <th className="table__num">Valor</th>
        </tr>
      </thead>
      <tbody>
        {planning.items.map((i) => (
          <tr key={i.id}>
            <td>
              {i.description}
              {i.thickness && <span className="muted"> · {i.thickness}</span>}
              <span className="planning-items__per-unit muted">
                {i.quantity} × {i.unit}
              </span>
            </td>
            <td className="table__num planning-items__detail">{i.quantity}</td>
            <td className="table__num planning-items__detail">{i.unit}</td>
            <td className="table__num">{i.amount}</td>
          </tr>
        ))}
        {planning.upgrade && (
          <tr>
            <td>Upgrade: {planning.upgrade.name}</td>
            <td className="table__num planning-items__detail">1</td>
            <td className="table__num planning-items__detail">{planning.upgrade.price}</td>
            <td className="table__num">{planning.upgrade.price}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        {planning.deductions.map((d) => (
          <tr key={d.label} className="planning-items__deduction">
            <td>{d.label}</td>
            <td className="planning-items__detail" />
            <td className="planning-items__detail" />
            <td className="table__num">{d.amount}</td>
          </tr>
        ))}
        <tr className="planning-items__total" data-total>
          <td>Total</td>
          <td className="planning-items__detail" />
          <td className="planning-items__detail" />
          <td className="table__num">{planning.total}</td>
        </tr>
      </tfoot>
    </table>
    {planning.lostDiscountNote && <p className="muted planning-items__note">{planning.lostDiscountNote}</p>}
  </>
);

export const PlanningComment = ({ comment }: { comment: string | null }) =>
  comment ? (
    <div className="planning__comment">
      <strong>Comentário do planejador</strong>
      <p>{comment}</p>
    </div>
  ) : null;
