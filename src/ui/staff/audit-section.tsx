import type { AuditEntry } from '../../contract/staff-order.contract';
import { auditLines } from '../../application/staff/audit-lines';

/** Every change staff made to the order: who, what, before, after, when, why. */
export const AuditSection = ({ entries, nameOf }: { entries: readonly AuditEntry[]; nameOf: (id: string) => string | undefined }) => (
  <section className="card order-section" aria-label="Alterações da equipe">
    <h2>Alterações da equipe</h2>
    {entries.length === 0 ? (
      <p className="muted">Nenhuma alteração feita pela equipe.</p>
    ) : (
      <ol className="audit">
        {auditLines(entries, nameOf).map((line, i) => (
          <li key={i}>
            <strong>{line.title}</strong>{' '}
            <span className="muted">
              · {line.at} · {line.by}
            </span>
            {line.changes.map((c) => (
              <div key={c} className="audit__change">
                {c}
              </div>
            ))}
            {line.reason && <q className="timeline__reason">{line.reason}</q>}
          </li>
        ))}
      </ol>
    )}
  </section>
);
