/** What an upload in progress says. */
export const uploadTexts = {
  pause: 'Pausar',
  resume: 'Continuar',
  paused: 'Pausado',
  reconnecting: 'Conexão perdida. Tentando de novo…',
  waiting: 'Na fila: começa quando outro envio terminar',
} as const;
