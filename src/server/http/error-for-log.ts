/**
 * What a log keeps of an error: its class, its code (SQLSTATE, Fastify's or Node's), the
 * constraint it broke and where in our code it happened. Never its message, detail,
 * query text or bound parameters: drivers put row values there (CPF, e-mail, names,
 * message text, a password hash), and logs must not carry personal data or secrets.
 */
const omitted = '[omitted: may carry personal data]';

export const errorForLog = (error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } => {
  if (!(error instanceof Error)) return { type: typeof error, message: omitted, stack: '' };
  const e = error as Error & { code?: unknown; constraint?: unknown; table?: unknown; statusCode?: unknown };
  return {
    type: e.constructor?.name ?? 'Error',
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(typeof e.table === 'string' ? { table: e.table } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message: omitted,
    // Frames only: the stack's first lines repeat the message.
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => line.trim())
      .join('\n'),
  };
};
