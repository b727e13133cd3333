import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import * as E from 'fp-ts/Either';
import { dynamicBrCodeOf, parseBrCode, parseDynamicBrCode } from '../../../src/domain/payments/br-code';
import { centsOfPixValue, pixValueOf } from '../../../src/domain/payments/payment-match';
import type { PspCertificates } from './certificates';

// A PSP's API Pix as the Banco Central publishes it (github.com/bacen/pix-api, openapi.yaml,
// release 2.9): the OAuth2 client-credentials token, `/cob/{txid}` (PUT, GET, PATCH),
// `/webhook/{chave}` (PUT, GET) and `GET /pix`, over HTTPS that asks for the client's
// certificate; and, as the payer's bank, paying a "Pix Copia e Cola", after which the PSP tells
// the registered webhook (`POST {webhookUrl}/pix`, body `{ pix: [...] }`).

export interface EmulatedCob {
  readonly txid: string;
  readonly calendario: { readonly criacao: string; readonly expiracao: number };
  readonly revisao: number;
  readonly loc: { readonly id: number; readonly location: string; readonly tipoCob: 'cob'; readonly criacao: string };
  readonly location: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  readonly valor: { readonly original: string };
  readonly chave: string;
  readonly solicitacaoPagador?: string;
  readonly pixCopiaECola: string;
}

export interface EmulatedPix {
  readonly endToEndId: string;
  readonly txid?: string;
  readonly valor: string;
  readonly horario: string;
}

export interface ApiPixEmulator {
  /** The API's base URL (https), and its token endpoint. */
  readonly apiUrl: string;
  readonly tokenUrl: string;
  /** The payer's side, plain HTTP: `POST /emulador/pagar { pixCopiaECola }`. */
  readonly payerUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly cobs: ReadonlyMap<string, EmulatedCob>;
  readonly webhooks: ReadonlyMap<string, string>;
  /** Every request the API answered, as `METHOD path status`. */
  readonly calls: readonly string[];
  /** The payer's bank pays the code: the Pix, and the status the webhook answered (none registered: undefined). */
  pay(copiaECola: string, cents?: number): Promise<{ pix: EmulatedPix; delivered: number | undefined }>;
  /** The next `count` API calls answer 503, as a PSP under maintenance does. */
  unavailableFor(count: number): void;
  /**
   * The next charge is registered but its answer held until the emulator stops, as when the
   * portal dies waiting for it: resolves with the charge's txid once it is registered.
   */
  holdNextRegistration(): Promise<string>;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  readonly certificates: PspCertificates;
  /** The receiver's key, name and city: the PSP knows its client. */
  readonly key: string;
  readonly merchantName: string;
  readonly merchantCity: string;
  readonly port?: number;
  readonly payerPort?: number;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

const txidPattern = /^[a-zA-Z0-9]{26,35}$/;
const valuePattern = /^\d{1,10}\.\d{2}$/;

const problem = (reply: FastifyReply, status: number, name: string, title: string, detail: string, violacoes?: { razao: string; propriedade: string }[]) =>
  reply
    .status(status)
    .header('content-type', 'application/problem+json')
    .send(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${name}`, title, status, detail, ...(violacoes ? { violacoes } : {}) }));

/** A CobSolicitada's schema (valor.original, chave, calendario.expiracao, solicitacaoPagador), broken rules named as the standard names them. */
const violationsOf = (body: unknown): { razao: string; propriedade: string }[] => {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const out: { razao: string; propriedade: string }[] = [];
  const valor = b.valor as Record<string, unknown> | undefined;
  if (typeof valor?.original !== 'string' || !valuePattern.test(valor.original))
    out.push({ razao: 'O campo cob.valor.original não respeita o _schema_.', propriedade: 'cob.valor.original' });
  if (typeof b.chave !== 'string' || b.chave.length === 0 || b.chave.length > 77) out.push({ razao: 'O campo cob.chave não respeita o _schema_.', propriedade: 'cob.chave' });
  const calendario = b.calendario as Record<string, unknown> | undefined;
  if (
    typeof calendario !== 'object' ||
    calendario === null ||
    (calendario.expiracao !== undefined && !(Number.isInteger(calendario.expiracao) && (calendario.expiracao as number) > 0))
  )
    out.push({ razao: 'O campo cob.calendario não respeita o _schema_.', propriedade: 'cob.calendario' });
  if (b.solicitacaoPagador !== undefined && (typeof b.solicitacaoPagador !== 'string' || b.solicitacaoPagador.length > 140))
    out.push({ razao: 'O campo cob.solicitacaoPagador não respeita o _schema_.', propriedade: 'cob.solicitacaoPagador' });
  return out;
};

const listening = async (app: FastifyInstance, port: number): Promise<number> => {
  await app.listen({ host: '127.0.0.1', port });
  return (app.server.address() as AddressInfo).port;
};

/** An endToEndId as the SPI writes one: "E", the payer's bank ISPB, yyyyMMddHHmm, 11 letters and digits. */
const endToEndIdAt = (at: Date): string => `E18236120${at.toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`.slice(0, 32);

export const startApiPixEmulator = async (options: EmulatorOptions): Promise<ApiPixEmulator> => {
  const { certificates } = options;
  const clientId = options.clientId ?? 'portal-client-id';
  const clientSecret = options.clientSecret ?? `secret-${randomUUID()}`;
  const tokens = new Map<string, number>();
  const cobs = new Map<string, EmulatedCob>();
  const webhooks = new Map<string, string>();
  const received: EmulatedPix[] = [];
  const calls: string[] = [];
  let unavailable = 0;
  let nextLocation = 1;
  let holding: ((txid: string) => void) | undefined;
  let endHolds: () => void = () => undefined;
  const holdsEnded = new Promise<void>((resolve) => (endHolds = resolve));

  const api = Fastify({
    https: {
      key: readFileSync(certificates.server.keyPath),
      cert: readFileSync(certificates.server.certPath),
      ca: certificates.ca,
      // mTLS: only the clients the PSP's authority signed get in.
      requestCert: true,
      rejectUnauthorized: true,
    },
  });
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  api.addHook('onResponse', async (request, reply) => void calls.push(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`));

  api.post('/oauth/token', async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret) return reply.status(401).send({ error: 'invalid_client' });
    if ((request.body as Record<string, string> | undefined)?.grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('hex');
    tokens.set(token, Date.now() + 3600_000);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read pix.read webhook.write webhook.read' };
  });

  // Every call of the API proper carries a live token, unless the PSP is "under maintenance".
  api.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/oauth/')) return;
    if (unavailable > 0) {
      unavailable--;
      return problem(reply, 503, 'ServicoIndisponivel', 'Serviço Indisponível', 'Serviço não está disponível no momento.');
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if ((tokens.get(token) ?? 0) < Date.now()) return problem(reply, 401, 'AcessoNegado', 'Acesso Negado', 'Token de acesso ausente, inválido ou expirado.');
  });

  api.put<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
    const { txid } = request.params;
    const violations = [...(txidPattern.test(txid) ? [] : [{ razao: 'O campo txid não respeita o _schema_.', propriedade: 'txid' }]), ...violationsOf(request.body)];
    if (violations.length > 0)
      return problem(
        reply,
        400,
        'CobOperacaoInvalida',
        'Cobrança inválida.',
        'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o _schema_ ou está semanticamente errada.',
        violations,
      );
    if (cobs.has(txid)) return problem(reply, 400, 'CobOperacaoInvalida', 'Operação inválida.', 'O txid informado já está em uso.');
    const body = request.body as { calendario: { expiracao?: number }; valor: { original: string }; chave: string; solicitacaoPagador?: string };
    if (body.chave !== options.key)
      return problem(reply, 400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'A chave informada não pertence ao usuário recebedor.', [
        { razao: 'Chave não pertence ao recebedor.', propriedade: 'cob.chave' },
      ]);
    const criacao = new Date().toISOString();
    const id = nextLocation++;
    const location = `127.0.0.1/pix/qr/v2/${randomUUID().replace(/-/g, '')}`;
    const code = dynamicBrCodeOf({
      location,
      merchantName: options.merchantName,
      merchantCity: options.merchantCity,
      amountCents: E.getOrElse(() => 0)(centsOfPixValue(body.valor.original)),
    });
    const cob: EmulatedCob = {
      txid,
      calendario: { criacao, expiracao: body.calendario.expiracao ?? 86_400 },
      revisao: 0,
      loc: { id, location, tipoCob: 'cob', criacao },
      location,
      status: 'ATIVA',
      valor: { original: body.valor.original },
      chave: body.chave,
      ...(body.solicitacaoPagador === undefined ? {} : { solicitacaoPagador: body.solicitacaoPagador }),
      pixCopiaECola: E.getOrElse(() => '')(code),
    };
    cobs.set(txid, cob);
    if (holding) {
      holding(txid);
      holding = undefined;
      await holdsEnded;
    }
    return reply.status(201).send(cob);
  });

  api.get<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
    const cob = cobs.get(request.params.txid);
    return cob ?? problem(reply, 404, 'NaoEncontrado', 'Não Encontrado', 'Entidade não encontrada.');
  });

  api.patch<{ Params: { txid: string } }>('/cob/:txid', async (request, reply) => {
    const cob = cobs.get(request.params.txid);
    if (!cob) return problem(reply, 404, 'NaoEncontrado', 'Não Encontrado', 'Entidade não encontrada.');
    const status = (request.body as { status?: unknown } | undefined)?.status;
    if (status !== undefined && status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') return problem(reply, 400, 'CobOperacaoInvalida', 'Operação inválida.', 'Status não permitido.');
    if (status !== undefined && cob.status !== 'ATIVA') return problem(reply, 400, 'CobOperacaoInvalida', 'Operação inválida.', 'A cobrança não está ativa.');
    if (status !== undefined) cob.status = status;
    return cob;
  });

  api.put<{ Params: { chave: string } }>('/webhook/:chave', async (request, reply) => {
    const url = (request.body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
    if (request.params.chave !== options.key) return problem(reply, 404, 'NaoEncontrado', 'Não Encontrado', 'Entidade não encontrada.');
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return problem(reply, 400, 'WebhookOperacaoInvalida', 'Webhook inválido.', 'A URL do webhook não é válida.');
    webhooks.set(request.params.chave, url);
    return reply.status(200).send();
  });

  api.get<{ Params: { chave: string } }>('/webhook/:chave', async (request, reply) => {
    const url = webhooks.get(request.params.chave);
    return url
      ? { webhookUrl: url, chave: request.params.chave, criacao: new Date().toISOString() }
      : problem(reply, 404, 'NaoEncontrado', 'Não Encontrado', 'Entidade não encontrada.');
  });

  api.get<{ Querystring: { inicio?: string; fim?: string; txid?: string } }>('/pix', async (request, reply) => {
    const { inicio, fim, txid } = request.query;
    if (!inicio || !fim || Number.isNaN(Date.parse(inicio)) || Number.isNaN(Date.parse(fim)))
      return problem(reply, 400, 'ConsultaPixInvalida', 'Consulta inválida.', 'Informe início e fim.');
    const pix = received.filter((p) => p.horario >= new Date(inicio).toISOString() && p.horario <= new Date(fim).toISOString() && (txid === undefined || p.txid === txid));
    return { parametros: { inicio, fim, paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: pix.length } }, pix };
  });

  const deliver = async (pix: EmulatedPix): Promise<number | undefined> => {
    const url = webhooks.get(options.key);
    if (!url) return undefined;
    // A PSP tries again when the receiver does not answer 2xx.
    let status = 0;
    for (let attempt = 0; attempt < 5 && !(status >= 200 && status < 300); attempt++) {
      status = await fetch(`${url}/pix`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pix: [pix] }) })
        .then((r) => r.status)
        .catch(() => 0);
    }
    return status;
  };

  const pay = async (copiaECola: string, cents?: number): Promise<{ pix: EmulatedPix; delivered: number | undefined }> => {
    const dynamic = parseDynamicBrCode(copiaECola);
    let pix: EmulatedPix;
    if (E.isRight(dynamic)) {
      const cob = [...cobs.values()].find((c) => c.location === dynamic.right.location);
      if (!cob || cob.status !== 'ATIVA') throw new Error('cobrança inexistente ou não ativa');
      cob.status = 'CONCLUIDA';
      pix = { endToEndId: endToEndIdAt(new Date()), txid: cob.txid, valor: cob.valor.original, horario: new Date().toISOString() };
    } else {
      const fixed = parseBrCode(copiaECola);
      if (E.isLeft(fixed) || fixed.right.key !== options.key) throw new Error('código Pix de outro recebedor ou ilegível');
      const amount = fixed.right.amountCents ?? cents;
      if (amount === undefined) throw new Error('informe o valor');
      pix = { endToEndId: endToEndIdAt(new Date()), ...(fixed.right.txid ? { txid: fixed.right.txid } : {}), valor: pixValueOf(amount), horario: new Date().toISOString() };
    }
    received.push(pix);
    return { pix, delivered: await deliver(pix) };
  };

  const payer = Fastify();
  payer.post('/emulador/pagar', async (request, reply) => {
    const body = request.body as { pixCopiaECola?: unknown; centavos?: unknown } | undefined;
    if (typeof body?.pixCopiaECola !== 'string') return reply.status(400).send({ erro: 'pixCopiaECola' });
    try {
      return await pay(body.pixCopiaECola, typeof body.centavos === 'number' ? body.centavos : undefined);
    } catch (error) {
      return reply.status(422).send({ erro: (error as Error).message });
    }
  });
  payer.get('/emulador/cobs', async () => [...cobs.values()]);

  const apiPort = await listening(api, options.port ?? 0);
  const payerPort = await listening(payer, options.payerPort ?? 0);
  const apiUrl = `https://127.0.0.1:${apiPort}`;
  return {
    apiUrl,
    tokenUrl: `${apiUrl}/oauth/token`,
    payerUrl: `http://127.0.0.1:${payerPort}`,
    clientId,
    clientSecret,
    cobs,
    webhooks,
    calls,
    pay,
    unavailableFor: (count) => void (unavailable = count),
    holdNextRegistration: () => new Promise<string>((resolve) => (holding = resolve)),
    stop: async () => {
      endHolds();
      await Promise.all([api.close(), payer.close()]);
    },
  };
};
