import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isoDateToBr } from '../../../domain/format/date';
import { type ConsentDocument, consentDocumentTitles, currentConsentVersions } from '../../../domain/people/consent';
import { usePageTitle } from '../../widgets/page-title';

/** A document a dentist accepts, with its title and version in force. */
export const LegalDocument = ({ document, children }: { document: ConsentDocument; children: ReactNode }) => {
  usePageTitle(consentDocumentTitles[document]);
  return (
    <article className="card legal-document">
      <h1>{consentDocumentTitles[document]}</h1>
      <p className="muted">Versão de {isoDateToBr(currentConsentVersions[document])}</p>
      {children}
      <p>
        <Link to="/auth/login">Voltar ao portal</Link>
      </p>
    </article>
  );
};
