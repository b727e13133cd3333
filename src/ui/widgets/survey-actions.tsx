/** The three ways out of a survey (spec §4 NPS dialog): never again, later, or send. */
export const SurveyActions = ({ notInterested, later, sending }: { notInterested: () => void; later: () => void; sending: boolean }) => (
  <div className="dialog__actions dialog__actions--spread">
    <button type="button" className="link-button" onClick={notInterested}>
      Não tenho interesse
    </button>
    <div className="dialog__actions-group">
      <button type="button" className="button" onClick={later}>
        Responder depois
      </button>
      <button type="submit" className="button button--primary" disabled={sending}>
        Enviar
      </button>
    </div>
  </div>
);
