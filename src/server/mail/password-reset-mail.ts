import { passwordResetLifetimeMs } from '../../domain/auth/password-reset';
import { type MailContent, renderMail } from './mail-layout';

/** The recovery e-mail: whom it greets and the link that sets a new password. */
export const passwordResetMail = (greetingName: string, link: string, askedByStaff: boolean) =>
  renderMail({
    subject: 'Recuperação de senha do portal',
    greeting: `Olá, ${greetingName}.`,
    paragraphs: [
      askedByStaff
        ? 'A equipe de atendimento pediu, a seu pedido, um link para você criar uma nova senha no portal.'
        : 'Recebemos um pedido para criar uma nova senha para a sua conta no portal.',
      `O link abaixo vale por ${passwordResetLifetimeMs / 60_000} minutos e pode ser usado uma vez.`,
    ],
    action: { label: 'Criar nova senha', url: link },
    after: ['Se você não pediu, ignore este e-mail: a sua senha continua a mesma.'],
  } satisfies MailContent);
