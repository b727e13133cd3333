import type { OrderStatus } from '../../domain/order/order-status';

/** What each status means for the dentist, in one sentence on the order page. */
export const statusExplanations: Readonly<Record<OrderStatus, string>> = {
  DRAFT: 'O pedido ainda é um rascunho: continue de onde parou para enviá-lo.',
  RECEIVED: 'Recebemos o pedido. Nossa equipe vai analisar os arquivos e a ficha de prescrição.',
  WAITING_MODEL: 'Aguardamos a chegada dos modelos enviados pelo correio.',
  MODEL_RECEIVED: 'Os modelos chegaram e vão para a digitalização.',
  MODEL_DIGITALIZATION: 'Os modelos estão sendo digitalizados.',
  ANALYSIS: 'Nossa equipe está analisando os arquivos e a ficha de prescrição.',
  WAITING_NEW_FILE: 'Precisamos de novos arquivos para seguir: envie-os abaixo e mande o pedido para análise.',
  WAITING_NEW_MODEL: 'Precisamos de novos modelos para seguir: envie-os abaixo e mande o pedido para análise.',
  NEW_FILE_RECEIVED: 'Recebemos os novos arquivos; eles voltam para análise.',
  NEW_MODEL_RECEIVED: 'Recebemos os novos modelos; eles voltam para análise.',
  WAITING_VIRTUAL_PLANNING: 'Os arquivos foram aprovados e o caso aguarda o planejamento virtual.',
  VIRTUAL_PLANNING: 'O planejamento virtual está sendo feito. Avisaremos quando estiver pronto para a sua aprovação.',
  WAITING_FOR_APPROVAL: 'O planejamento está pronto e aguarda a sua aprovação.',
  REVIEW_REQUESTED: 'Você pediu uma revisão: o planejamento volta para a nossa equipe.',
  WAITING_FOR_PAYMENT: 'O planejamento foi pré-aprovado e aguarda a confirmação do pagamento.',
  APPROVED: 'Planejamento aprovado. Os alinhadores entram em produção em seguida.',
  PRODUCTION: 'Os alinhadores estão em produção.',
  PREPARE_SHIPPING: 'O pedido está sendo preparado para o envio.',
  SHIPPED: 'O pedido foi enviado para o endereço de entrega.',
  FINISHED: 'Pedido finalizado.',
  CANCELLED: 'Pedido cancelado.',
};
