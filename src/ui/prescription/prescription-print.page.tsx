import { useMemo } from 'react';
import { useObservableState } from 'observable-hooks';
import { useNavigate, useParams } from 'react-router-dom';
import { PrescriptionPrint } from '../../application/prescription/prescription-print';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { PrescriptionSheet } from './prescription-sheet';
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
  if (!view.sheet) {
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
      <PrescriptionSheet sheet={view.sheet} />
    </article>
  );
};
