import type { PlanningWebViewProps } from '../../application/order-page/planning-dialogs';
import { PlanningComment, PlanningItems } from '../order/planning-lines';
import { DialogTitle } from '../widgets/dialog-title';

/** The planning's web view: its items, steps and the planner's notes, with the file at hand. */
export const PlanningWebViewDialog = ({ props: { planning, fileUrl, fileOpened }, close }: { props: PlanningWebViewProps; close: () => void }) => (
  <div className="dialog dialog--wide planning-web-view">
    <DialogTitle>{planning.title} · visualização web</DialogTitle>
    <p>
      {planning.mainSteps} etapas de alinhadores{planning.bonusSteps > 0 ? `, ${planning.bonusSteps} bonificadas` : ''}.
    </p>
    {planning.viewerUrl && (
      <p>
        <a href={planning.viewerUrl} target="_blank" rel="noopener noreferrer">
          Abrir o visualizador 3D do planejamento
        </a>
      </p>
    )}
    <PlanningItems planning={planning} />
    <PlanningComment comment={planning.comment} />
    <div className="dialog__actions">
      <a className="button" href={fileUrl} download onClick={fileOpened}>
        Baixar arquivo do planejamento
      </a>
      <button type="button" className="button button--primary" onClick={close}>
        Fechar
      </button>
    </div>
  </div>
);
