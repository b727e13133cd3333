import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { Agent, request } from 'undici';
import { pixValueOf } from '../../../domain/payments/payment-match';
import { CobAnswer, TokenAnswer } from './api-pix.codecs';

/** Where the PSP's API Pix is and how the portal proves itself there (PIX_API_URL, PIX_OAUTH_URL, PIX_CLIENT_*, PIX_CERT_*, PIX_CA_PATH). */
export interface PixApiSettings {
  readonly apiUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The client certificate and its key (PEM files), for mTLS. */
  readonly certPath: string | undefined;
  readonly keyPath: string | undefined;
  /** Authorities to trust the PSP's server by, besides the system's (PEM file). */
  readonly caPath: string | undefined;
}

/** A charge as registered with the PSP (`PUT /cob/{txid}`). */
export interface CobRequest {
  readonly txid: string;
  readonly amountCents: number;
  readonly lifetimeSeconds: number;
  /** Shown to the payer by her bank (`solicitacaoPagador`, at most 140 characters). */
  readonly payerNote: string;
}

/** The PSP refused the request itself (4xx): trying it again would not help. */
export class PixApiRefused extends Error {}

/** The port: what the portal asks of a PSP that follows the API Pix. */
export interface PixApi {
  /** Registers the charge, or reads it back when it was (a retry after a crash); its "Pix Copia e Cola". */
  registerCharge(cob: CobRequest): Promise<{ readonly copiaECola: string | undefined }>;
  /** Removes a cancelled charge; none there (never registered) is as good. */
  removeCharge(txid: string): Promise<void>;
  /** Asks the PSP to tell `{url}/pix` of every Pix paid to the portal's key. */
  registerWebhook(url: string): Promise<void>;
}

/**
 * The API Pix over HTTPS with a client certificate, an OAuth2 client-credentials token kept until
 * a minute before it expires (asked again once when the PSP says it no longer holds), and every
 * answer decoded before it is believed. Timeouts are short: a job tries again later.
 */
export const apiPixClient = (settings: PixApiSettings, key: string): PixApi => {
  const read = (path: string | undefined) => (path === undefined ? undefined : readFileSync(path, 'utf8'));
  const dispatcher = new Agent({ connect: { cert: read(settings.certPath), key: read(settings.keyPath), ca: read(settings.caPath) } });
  const api = settings.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | undefined;

  const call = async (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, headers: Record<string, string>, body?: string) => {
    const answer = await request(url, { method, dispatcher, headers, body, headersTimeout: 15_000, bodyTimeout: 15_000 });
    const text = await answer.body.text();
    return { status: answer.statusCode, json: (): unknown => (text === '' ? undefined : JSON.parse(text)) };
  };

  const decoded = <A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A => {
    const result = codec.decode(value);
    if (E.isLeft(result)) throw new Error(`the PSP's ${what} is not what the API Pix says`);
    return result.right;
  };

  const accessToken = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64');
    const answer = await call('POST', settings.tokenUrl, { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials');
    if (answer.status === 400 || answer.status === 401) throw new PixApiRefused(`the PSP refused the portal's credentials (${answer.status})`);
    if (answer.status !== 200) throw new Error(`the PSP's token endpoint answered ${answer.status}`);
    const got = decoded(TokenAnswer, answer.json(), 'token');
    token = { value: got.access_token, until: Date.now() + Math.max(0, (got.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  };

  /** A call with the token; when the PSP no longer takes it, once more with a new one. */
  const authorised = async (method: 'GET' | 'PUT' | 'PATCH', path: string, body?: unknown) => {
    const send = async () =>
      call(method, `${api}${path}`, { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
    const first = await send();
    if (first.status !== 401) return first;
    token = undefined;
    return send();
  };

  const failed = (status: number, what: string): Error =>
    status >= 400 && status < 500 && status !== 408 && status !== 429
      ? new PixApiRefused(`the PSP refused ${what} (${status})`)
      : new Error(`the PSP answered ${status} to ${what}`);

  return {
    registerCharge: async (cob) => {
      const path = `/cob/${encodeURIComponent(cob.txid)}`;
      const created = await authorised('PUT', path, {
        calendario: { expiracao: cob.lifetimeSeconds },
        valor: { original: pixValueOf(cob.amountCents) },
        chave: key,
        solicitacaoPagador: cob.payerNote.slice(0, 140),
      });
      if (created.status === 201 || created.status === 200) return { copiaECola: decoded(CobAnswer, created.json(), 'charge').pixCopiaECola };
      // A txid already used: the charge was registered before (a crash came before the portal wrote it down).
      if (created.status === 400 || created.status === 409) {
        const known = await authorised('GET', path);
        if (known.status === 200) {
          const cobAnswer = decoded(CobAnswer, known.json(), 'charge');
          if (cobAnswer.valor.original === pixValueOf(cob.amountCents)) return { copiaECola: cobAnswer.pixCopiaECola };
        }
      }
      throw failed(created.status, 'the charge');
    },
    removeCharge: async (txid) => {
      const removed = await authorised('PATCH', `/cob/${encodeURIComponent(txid)}`, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      if (removed.status === 200 || removed.status === 404) return;
      throw failed(removed.status, 'the removal');
    },
    registerWebhook: async (url) => {
      const set = await authorised('PUT', `/webhook/${encodeURIComponent(key)}`, { webhookUrl: url });
      if (set.status === 200 || set.status === 201 || set.status === 204) return;
      throw failed(set.status, 'the webhook');
    },
  };
};
