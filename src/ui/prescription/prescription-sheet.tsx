import { Fragment } from 'react';
import type { PrescriptionSheet as Sheet } from '../../application/prescription/prescription-sheet';
import { Logo } from '../widgets/logo';

/** The Ficha on paper, laid out for A4: the same sheet from an order's print mode and from the wizard. */
export const PrescriptionSheet = ({ sheet }: { sheet: Sheet }) => (
  <>
    <header className="rx-print__head">
      <Logo />
      <div>
        <h1>Ficha de prescrição</h1>
        {sheet.caseNumber !== null && <p>Caso nº {sheet.caseNumber}</p>}
      </div>
    </header>
    <dl className="rx-print__summary">
      {sheet.facts.map((f) => (
        <Fragment key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </Fragment>
      ))}
    </dl>
    <ol className="rx-print__answers">
      {sheet.sections.map((s) => (
        <li key={s.n}>
          <h2>
            {s.n}. {s.title}
          </h2>
          {s.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </li>
      ))}
    </ol>
  </>
);
