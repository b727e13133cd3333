/** What the staff's order page says after each action and in its questions. */
export const staffOrderTexts = {
  updated: 'Pedido atualizado',
  approvalRequested: 'Pedido atualizado. O pedido está aguardando aprovação.',
  approvalTitle: 'Solicitar aprovação',
  approvalText: 'O planejamento atual vai para o dentista aprovar, e não poderá mais ser alterado enquanto ele decide.',
  cancelled: 'Pedido atualizado. O pedido está cancelado.',
  balanceAdded: 'Saldo adicionado com sucesso!',
  basedOnPrevious: 'Um novo planejamento baseado no planejamento anterior foi criado.',
  blankPlanning: 'Novo planejamento criado.',
  planningUpdated: 'Planejamento atualizado',
  productAdded: 'Produto adicionado ao pedido',
  productRemoved: 'Produto removido do planejamento.',
  discountAdded: 'Desconto adicionado ao planejamento.',
  discountRemoved: 'Desconto removido do planejamento.',
  arcadeAdded: 'Arcada adicionada no caso',
  arcadeRemoved: 'Arcada removida no caso',
  patientChanged: 'Paciente alterado com sucesso!',
  patientCreated: 'Paciente cadastrado. Para usá-lo neste pedido, escolha-o em Trocar paciente.',
  patientUpdated: 'Dados do paciente atualizados.',
  patientTitle: 'Trocar paciente',
  patientText: (from: string, to: string) => `O pedido deixa de ser de ${from} e passa a ser de ${to}. Confirma a troca?`,
  shippingTitle: 'Trocar endereço de entrega',
  billingTitle: 'Trocar endereço de cobrança',
  addressText: 'O pedido passa a usar este endereço:',
  onyxUpdated: 'Código do Onyx atualizado',
  recoveryTitle: 'Enviar e-mail para criar nova senha',
  recoveryText: (email: string) => `O dentista recebe em ${email} um link, válido por 30 minutos, para criar uma nova senha. A senha atual continua valendo até lá. Enviar?`,
  fileAdded: 'Arquivo adicionado ao pedido.',
  stagesSent: 'Modelos das etapas recebidos. Eles ficam prontos para ver em 3D em alguns instantes.',
  cancelText: 'O pedido será cancelado para o dentista e para a equipe. O motivo fica no histórico.',
} as const;

/** What the planner reads about a planning's stage models. */
export const stageTexts = {
  send: 'Enviar modelos das etapas (ZIP)',
  building: 'Preparando os modelos das etapas para ver em 3D…',
  confirmCount: (count: number) => `Usar ${count} ${count === 1 ? 'etapa' : 'etapas'} mesmo assim`,
} as const;
