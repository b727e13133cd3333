import { LegalDocument } from './legal-document';

/** "Aviso de privacidade": LGPD (Lei nº 13.709/2018). */
export const PrivacyPage = () => (
  <LegalDocument document="PRIVACY">
    <h2>1. Quem trata os dados</h2>
    <p>
      A CA Alinhadores é a controladora dos dados tratados no portal. Os dados de saúde dos pacientes são tratados para a prestação dos serviços odontológicos pedidos pelo dentista
      (art. 11, II, f, da LGPD).
    </p>
    <h2>2. Que dados tratamos</h2>
    <ul>
      <li>Do dentista: nome, CPF ou CNPJ, e-mail, telefone, CRO, endereços e os registros de uso do portal.</li>
      <li>Do paciente: nome, CPF quando informado, data de nascimento, prescrição, fotos, radiografias e modelos 3D enviados pelo dentista.</li>
    </ul>
    <h2>3. Para quê</h2>
    <p>
      Para planejar e produzir os alinhadores, comunicar o andamento dos pedidos, cobrar e emitir recibos, cumprir obrigações legais e manter a segurança do portal. Não vendemos
      dados nem os usamos para publicidade.
    </p>
    <h2>4. Com quem compartilhamos</h2>
    <p>
      Com prestadores que nos ajudam a operar o portal (hospedagem, armazenamento, envio de e-mails e meios de pagamento), sob contrato e só no necessário; e com autoridades,
      quando a lei exigir. O link de planejamento que o dentista envia ao paciente mostra só o nome do paciente e o plano.
    </p>
    <h2>5. Por quanto tempo</h2>
    <p>Pelo tempo do tratamento e pelos prazos legais de guarda de prontuários e documentos fiscais. Registros de acesso aos dados de pacientes são mantidos para auditoria.</p>
    <h2>6. Seus direitos</h2>
    <p>
      Você pode consultar e baixar os seus dados e os dos seus pacientes em Meus dados, pedir correção, anonimização ou eliminação, e revogar consentimentos, nos termos da LGPD,
      pelo botão Dúvidas. O paciente exerce os direitos dele junto ao dentista ou diretamente conosco.
    </p>
    <h2>7. Segurança</h2>
    <p>Acesso por senha forte, sessões que expiram, conexões cifradas, registros de acesso e cópias de segurança. Nunca pedimos a sua senha por e-mail ou telefone.</p>
  </LegalDocument>
);
