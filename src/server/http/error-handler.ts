import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const genericMessages: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para acessar este recurso.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não aceito.',
  429: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
};
export const unexpectedErrorMessage = 'Ocorreu um erro, tente novamente.';
export const serverClosingMessage = 'O portal está reiniciando. Tente novamente em instantes.';

/** Every error leaves as `{ message }` in Portuguese, never a stack trace. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.closeConnection) reply.header('connection', 'close');
      if (error.options.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.options.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, route: request.routeOptions?.url ?? 'unmatched' }, 'unexpected error');
    return reply.status(status).send({ message: genericMessages[status] ?? unexpectedErrorMessage });
  });
};
