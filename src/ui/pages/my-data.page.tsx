import * as E from 'fp-ts/Either';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { Consents } from '../../application/session/consents';
import { consentsArea } from '../composition/consents.area';
import { useService } from '../di/container-context';
import { TOKENS } from '../../application/tokens';
import { useAreas } from '../di/area';
import { signedInArea } from '../composition/signed-in.area';
import { usePageTitle } from '../widgets/page-title';
import { mailPreferencesArea } from '../composition/mail-preferences.area';
import { MailPreferencesSection } from './mail-preferences.section';
import { MailPreferencesModel } from '../../application/session/mail-preferences';

/** LGPD: what the export holds and leaves out, before the dentist downloads it. */
export const MyDataPage = () => {
  usePageTitle('Meus dados');
  useAreas(signedInArea, consentsArea, mailPreferencesArea);
  const profiles = useService(TOKENS.ProfileGateway);
  const mailPreferences = useService(MailPreferencesModel);
  return (
    <section className="card my-data">
      <Link to="/orders" className="link-button">
        ‹ Voltar aos pedidos
      </Link>
      <h1>Meus dados</h1>
      <p>Pela Lei Geral de Proteção de Dados (LGPD), você pode levar uma cópia de tudo o que o portal guarda sobre você e seus pacientes.</p>
      <h2>O que vai no arquivo</h2>
      <ul>
        <li>Seu cadastro: nome, e-mail, CPF ou CNPJ, CRO, telefone, especialidade e clínica.</li>
        <li>Seus endereços de entrega e de cobrança.</li>
        <li>Seus pacientes: nome, CPF e gênero.</li>
        <li>Seus pedidos: ficha de prescrição, histórico das situações, nomes e tamanhos dos arquivos enviados, planejamentos, pagamento e mensagens.</li>
        <li>A movimentação do seu saldo bonificado.</li>
        <li>Suas respostas às pesquisas de satisfação.</li>
        <li>Os termos de uso e avisos de privacidade que você aceitou, com versão e data.</li>
        <li>Suas escolhas de notificações por e-mail e suas preferências clínicas.</li>
      </ul>
      <h2>O que não vai</h2>
      <p>Sua senha, que guardamos apenas cifrada, e os próprios arquivos (fotos, radiografias e modelos 3D): baixe-os na página de cada pedido.</p>
      <h2>Como o arquivo é</h2>
      <p>
        Um arquivo JSON, que abre em qualquer editor de texto, com os nomes em português. Datas e horários aparecem como dd/mm/aaaa (horário de Brasília) e, ao lado, no formato ISO
        8601, para outros programas.
      </p>
      <p className="my-data__warning" role="note">
        O arquivo contém dados de saúde dos seus pacientes. Guarde-o em local seguro e não o envie por e-mail ou mensagem sem proteção.
      </p>
      <a className="button button--primary" href={profiles.exportUrl()} download>
        Baixar meus dados
      </a>
      <MailPreferencesSection model={mailPreferences} />
      <AcceptedTerms />
    </section>
  );
};

/** "Termos aceitos": each document and version the dentist accepted, and when. */
const AcceptedTerms = () => {
  const consents = useService(Consents);
  const lines = useObservableState(consents.accepted$);
  return (
    <>
      <h2>Termos aceitos</h2>
      {lines === undefined ? (
        <p className="muted">Carregando…</p>
      ) : E.isLeft(lines) ? (
        <p role="alert">{lines.left}</p>
      ) : (
        <ul className="my-data__consents">
          {lines.right.map((line) => (
            <li key={`${line.path}-${line.version}-${line.accepted}`}>
              <a href={line.path} target="_blank" rel="noreferrer">
                {line.title}
              </a>{' '}
              <span className="muted">
                ({line.version}), {line.accepted}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
