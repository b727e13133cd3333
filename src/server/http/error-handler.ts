import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The error's own status when it is a client error, else `fallback`. */
const clientStatusOf = (error: { statusCode?: unknown }, fallback: number): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : fallback;

/** Every error leaves as `{ message }` in Portuguese, never a stack trace. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.closeConnection) reply.header('connection', 'close');
      if (error.options.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.options.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = clientStatusOf(error, 500);
    const largeBody = request.routeOptions.config.endpoint?.largeBody;
    if (status === 413 && largeBody) return reply.status(413).send({ message: largeBody.message });
    if (status === 500) request.log.error({ err: error, route: request.routeOptions?.url ?? 'unmatched' }, 'unexpected error');
    return reply.status(status).send({ message: genericMessages[status] ?? unexpectedErrorMessage });
  });
};

const frameworkMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Endereço inválido.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'O endereço pedido é longo demais.' },
};

/** Errors Fastify raises before any route runs (bad URL, overlong parameter): the house format, nothing echoed. */
export const frameworkErrorHandler = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const known = frameworkMessages[error.code];
  const status = known?.status ?? clientStatusOf(error, 400);
  void reply.status(status).send({ message: known?.message ?? genericMessages[status] ?? genericMessages[400] });
};

/** A request Node cannot even parse gets the house format too, then the connection closes. */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a fixed table that has 400
  const [status, message] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Os cabeçalhos da requisição são grandes demais.'] : [400, genericMessages[400]!];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};
