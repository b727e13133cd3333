/** What the plan review says (issue 34). */
export const planReviewTexts = {
  open: 'Ver planejamento em 3D',
  title: (planning: string) => `${planning} em 3D`,
  stageOf: (stage: number, count: number) => (stage === 0 ? `Início (etapa 0 de ${count})` : `Etapa ${stage} de ${count}`),
  slider: 'Etapa do planejamento',
  play: 'Reproduzir',
  pause: 'Pausar',
  previous: 'Etapa anterior',
  next: 'Próxima etapa',
  compare: 'Comparar com o início',
  loading: 'Carregando o planejamento…',
  loadingStages: (loaded: number, total: number) => `Carregando as etapas: ${loaded} de ${total}.`,
  chairWorkTitle: 'Nesta etapa',
  nothingInChair: 'Nada a fazer no consultório nesta etapa.',
  cannotShow: 'Não foi possível exibir o planejamento em 3D.',
  canvasLabel: (stageLabel: string) => `Modelo 3D do planejamento, ${stageLabel.toLowerCase()}. Use as setas para girar, Shift e as setas para mover, + e − para aproximar.`,
} as const;
