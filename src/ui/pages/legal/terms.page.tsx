import { LegalDocument } from './legal-document';

/** "Termos de uso". */
export const TermsPage = () => (
  <LegalDocument document="TERMS">
    <h2>1. O portal</h2>
    <p>
      O Portal do Dentista da CA Alinhadores permite que cirurgiões-dentistas peçam alinhadores e placas de contenção para seus pacientes, enviem a documentação clínica, acompanhem
      e aprovem o planejamento e paguem pelos tratamentos.
    </p>
    <h2>2. Quem pode usar</h2>
    <p>
      O portal é destinado a cirurgiões-dentistas com inscrição ativa no Conselho Regional de Odontologia e à equipe da CA Alinhadores. A conta é pessoal: não compartilhe a sua
      senha. Você responde pelos pedidos feitos com ela.
    </p>
    <h2>3. Informações clínicas</h2>
    <p>
      Você declara ter o consentimento do paciente para enviar os dados, as fotos, as radiografias e os modelos dele ao portal, e que as informações da prescrição são corretas. A
      aprovação do planejamento é uma decisão clínica sua.
    </p>
    <h2>4. Pedidos e pagamentos</h2>
    <p>
      O pedido é confirmado com a aprovação do planejamento e a escolha da condição de pagamento. As cobranças seguem a condição escolhida; os recibos ficam disponíveis no pedido e
      em Financeiro. O cancelamento segue as regras informadas no pedido.
    </p>
    <h2>5. Disponibilidade e mudanças</h2>
    <p>
      Trabalhamos para manter o portal disponível e seguro, mas podem ocorrer interrupções para manutenção. Estes termos podem mudar; a versão nova é mostrada no próximo acesso, e
      o uso do portal depende da sua aceitação.
    </p>
    <h2>6. Contato e foro</h2>
    <p>Dúvidas: pelo botão Dúvidas, em qualquer página. Fica eleito o foro da comarca de São Paulo/SP.</p>
  </LegalDocument>
);
