import { useMemo } from 'react';
import { useObservableState } from 'observable-hooks';
import { useNavigate, useParams } from 'react-router-dom';
import { PrescriptionPrint } from '../../application/prescription/prescription-print';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { Logo } from '../widgets/logo';
import { useAreas } from '../di/area';
import { prescriptionArea } from '../composition/prescription.area';
import { usePageTitle } from '../widgets/page-title';

/** Print mode: the read-only header, then the answers, laid out for A4. */
export const PrescriptionPrintPage = () => {
  usePageTitle('Ficha de prescrição');
  useAreas(prescriptionArea);
  const { orderId = '' } = useParams();
  const print = useService(PrescriptionPrint);
  const navigate = useNavigate();
  const view$ = useMemo(() => print.view$(orderId), [print, orderId]);
  const view = useObservableState(view$, { loading: true });
  if (view.loading) return <LoadingWrapper visible>{null}</LoadingWrapper>;
  if (!view.printable || !view.sections) {
    return (
      <section className="panel panel--centered">
        <h1>Ficha de prescrição</h1>
        <p>{view.error}</p>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          Voltar
        </button>
      </section>
    );
  }
  const p = view.printable;
  return (
    <article className="rx-print">
      <div className="rx-print__actions">
        <button type="button" className="button" onClick={() => navigate(-1)}>
          Voltar
        </button>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimir
        </button>
      </div>
      <header className="rx-print__head">
        <Logo />
        <div>
          <h1>Ficha de prescrição</h1>
          {p.caseNumber !== null && <p>Caso nº {p.caseNumber}</p>}
        </div>
      </header>
      <dl className="rx-print__summary">
        <dt>Dentista</dt>
        <dd>{p.dentist.name}</dd>
        <dt>CRO</dt>
        <dd>{p.dentist.cro}</dd>
        <dt>Telefone</dt>
        <dd>{p.dentist.phone}</dd>
        {p.clinic && (
          <>
            <dt>Clínica</dt>
            <dd>{p.clinic}</dd>
          </>
        )}
        <dt>Paciente</dt>
        <dd>{p.patientName}</dd>
        <dt>Produto</dt>
        <dd>{p.product}</dd>
        <dt>Finalidade</dt>
        <dd>{p.purpose}</dd>
        <dt>Arcadas</dt>
        <dd>{p.arches}</dd>
        <dt>E-mail para envio do planejamento</dt>
        <dd>{p.dentist.email}</dd>
        <dt>CPF/CNPJ para faturamento</dt>
        <dd>{p.billingDocument ?? '—'}</dd>
      </dl>
      <ol className="rx-print__answers">
        {view.sections.map((s) => (
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
    </article>
  );
};
