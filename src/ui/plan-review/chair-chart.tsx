import type { ChairChart } from '../../domain/planning/chair-chart';
import { chairChartTexts as texts } from '../../domain/planning/chair-chart';
import { planReviewTexts } from '../../application/plan-review/plan-review.texts';

/**
 * "Tabela de IPR e attachments", beside the model: what the chair does at each stage,
 * the IPR of each contact over the plan, each tooth's attachment. "Imprimir" prints this chart
 * alone (app.css, print); "Baixar PDF" is the server's copy of it.
 */
export const ChairChartView = ({ chart, pdfUrl, heading }: { chart: ChairChart; pdfUrl: string | undefined; heading: string | undefined }) => (
  <section className="chair-chart" aria-label={texts.title}>
    <h3>{texts.title}</h3>
    {heading && <p className="chair-chart__for">{heading}</p>}
    {chart.rows.length === 0 ? (
      <p className="muted">{texts.nothing}</p>
    ) : (
      <>
        <table className="chair-chart__table">
          <caption>{texts.byStage}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.stage}</th>
              <th scope="col">{texts.ipr}</th>
              <th scope="col">{texts.bond}</th>
              <th scope="col">{texts.remove}</th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.stage}>
                <th scope="row">{row.label}</th>
                <td>
                  {row.ipr.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
                <td>{row.bond.join(', ')}</td>
                <td>{row.remove.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {chart.contacts.length > 0 && (
          <table className="chair-chart__table">
            <caption>{texts.contacts}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.contact}</th>
                <th scope="col">{texts.total}</th>
                <th scope="col">{texts.stages}</th>
              </tr>
            </thead>
            <tbody>
              {chart.contacts.map((c) => (
                <tr key={c.contact}>
                  <th scope="row">{c.contact}</th>
                  <td>{c.total}</td>
                  <td>{c.stages}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{texts.total}</th>
                <td>{chart.totalIpr}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        )}
        {chart.attachments.length > 0 && (
          <table className="chair-chart__table">
            <caption>{texts.attachments}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.tooth}</th>
                <th scope="col">{texts.stages}</th>
              </tr>
            </thead>
            <tbody>
              {chart.attachments.map((a) => (
                <tr key={`${a.tooth} ${a.stages}`}>
                  <th scope="row">{a.tooth}</th>
                  <td>{a.stages}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    )}
    <div className="decision__actions chair-chart__actions">
      <button type="button" className="button button--small" onClick={() => window.print()}>
        {planReviewTexts.printChart}
      </button>
      {pdfUrl && (
        <a className="button button--small" href={pdfUrl} download>
          {planReviewTexts.chartPdf}
        </a>
      )}
    </div>
  </section>
);
