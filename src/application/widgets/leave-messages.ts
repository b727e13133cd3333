/** Asked before leaving a form whose input is not saved: a link, Back, or "Sair". */
export const leaveMessages = {
  title: 'Sair sem salvar?',
  text: 'As alterações feitas nesta página ainda não foram salvas e serão perdidas.',
} as const;
