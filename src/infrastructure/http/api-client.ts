import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { Subject, type Observable } from 'rxjs';
import { ErrorBody } from '../../contract/common.contract';
import { addressOf, type AnswerOf, type AnyEndpoint, type Method, type None, queryStringOf } from '../../contract/endpoint';
import { type ApiError, type ApiResult, fallbackErrorMessage } from '../../application/ports/api-error';
import { consentMessages } from '../../domain/people/consent';

interface RequestOptions {
  readonly method?: Method;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  /** False for the sign-in call: its 401 means a wrong password, not an ended session. */
  readonly withSession?: boolean;
  /**
   * Marks a call that creates something: it carries a fresh Idempotency-Key, and when its
   * answer is lost (network failure, 503 of a restarting server) it is sent again with the
   * same key, so the server does the work once.
   */
  readonly idempotent?: boolean;
}

type Part<K extends string, C extends t.Mixed, V> = C extends None ? { readonly [k in K]?: undefined } : { readonly [k in K]: V };
/** A query string is text: its numbers may be given as numbers. */
type QueryInput<O> = { readonly [K in keyof O]: O[K] | (NonNullable<O[K]> extends string ? number : never) };
/** What a call to an endpoint sends, in its wire form: params, query and body, each only when the endpoint takes it. */
export type CallInput<E extends AnyEndpoint> = Part<'params', E['params'], t.OutputOf<E['params']>> &
  Part<'query', E['query'], QueryInput<t.OutputOf<E['query']>>> &
  Part<'body', E['body'], t.OutputOf<E['body']>>;
type CallArgs<E extends AnyEndpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** How long a warmed read stays good for the call that needs it. */
const warmForMs = 30_000;

/** Attempts of an idempotent call, and the pause before each retry. */
const retryDelaysMs = [300, 1000];

/** An answer's body as JSON; none for a 204 or a body that does not parse. */
const payloadOf = async (response: Response): Promise<unknown> => (response.status === 204 ? undefined : await response.json().catch(() => undefined));

const pathOf = (errors: t.Errors): string =>
  (errors[0]?.context ?? [])
    .map((c) => c.key)
    .filter(Boolean)
    .join('.');

/** What the client is made with; each has the browser's default. */
export interface ApiClientOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Each idempotent call's key. */
  readonly newKey?: () => string;
  /** The wait between retries. */
  readonly pause?: (ms: number) => Promise<void>;
  /** The answers the page came with (`firstAnswersOfPage`), by address: good until a change. */
  readonly pageAnswers?: ReadonlyMap<string, unknown>;
  readonly now?: () => number;
}

/** Calls the API under /api, decoding every answer with its contract codec. */
export class ApiClient {
  private readonly unauthorizedSubject = new Subject<void>();
  /** Every 401 of a call made with a session; the session service ends the session on it. */
  readonly unauthorized$: Observable<void> = this.unauthorizedSubject.asObservable();
  private readonly consentRequiredSubject = new Subject<void>();
  /** Every refusal because the terms in force are still to accept (a new version came mid-session): the profile, reloaded, shows the gate. */
  readonly consentRequired$: Observable<void> = this.consentRequiredSubject.asObservable();

  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly newKey: () => string;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '/api';
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.newKey = options.newKey ?? (() => crypto.randomUUID());
    this.pause = options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = options.now ?? (() => Date.now());
    for (const [url, payload] of options.pageAnswers ?? new Map<string, unknown>())
      this.ready.set(url, { answer: Promise.resolve({ status: 200, payload }), until: Number.POSITIVE_INFINITY, given: payload });
  }

  /**
   * The page's own answer to a read, decoded by its codec and taken at once, without waiting for
   * a promise: for what the first screen draws in its first frame (the signed-in frame's header).
   * Nothing when the page came without it or it does not decode; the read then asks as usual.
   */
  answeredWithPage<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): AnswerOf<E> | undefined {
    const url = this.href(endpoint, ...([input] as CallArgs<E>));
    const ready = this.ready.get(url);
    if (!ready || !('given' in ready)) return undefined;
    const decoded = (endpoint.answer as t.Type<AnswerOf<E>, unknown, unknown>).decode(ready.given);
    if (E.isLeft(decoded)) return undefined;
    this.ready.delete(url);
    return decoded.right;
  }

  /** Calls a declared endpoint: typed input in, the answer decoded with the endpoint's codec out. */
  call<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): ApiResult<AnswerOf<E>> {
    const given = (input ?? {}) as { readonly params?: Readonly<Record<string, string>>; readonly query?: RequestOptions['query']; readonly body?: unknown };
    return this.send(endpoint.answer, addressOf(endpoint, given.params).slice('/api'.length), {
      method: endpoint.method,
      query: given.query,
      body: given.body,
      withSession: endpoint.caller !== 'anyone',
      idempotent: endpoint.idempotent,
    });
  }

  /**
   * Starts a read the person is about to need (the order behind a summary they opened): the
   * next call to the same address within `warmForMs` takes its answer instead of asking again,
   * decoded then by its codec. Any change (a call that is not a GET) drops what was warmed.
   */
  warm(address: string): void {
    const url = this.baseUrl + address.slice('/api'.length);
    if (this.ready.has(url)) return;
    const answer = this.fetchImpl(url, { method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } }).then(
      async (response) => ({ status: response.status, payload: await payloadOf(response) }),
      () => undefined,
    );
    this.ready.set(url, { answer, until: this.now() + warmForMs });
  }

  /**
   * Reads answered before their call, by address: the page's own answers and the warmed ones.
   * Each is taken once, while still good; any change (a call that is not a GET) drops them all.
   */
  private readonly ready = new Map<string, { readonly answer: Promise<{ status: number; payload: unknown } | undefined>; readonly until: number; readonly given?: unknown }>();

  private takeReady(url: string) {
    const ready = this.ready.get(url);
    this.ready.delete(url);
    return ready && this.now() <= ready.until ? ready.answer : undefined;
  }

  /** The address of a declared endpoint, for links and downloads the browser opens itself. */
  href<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
    const given = (input ?? {}) as { readonly params?: Readonly<Record<string, string>>; readonly query?: RequestOptions['query'] };
    return this.baseUrl + addressOf(endpoint, given.params).slice('/api'.length) + queryStringOf(given.query);
  }

  private async send<A, O>(codec: t.Type<A, O, unknown>, path: string, options: RequestOptions): ApiResult<A> {
    const url = this.baseUrl + path + queryStringOf(options.query);
    // Answered already (with the page, or warmed): read it as if it had just arrived.
    const reading = (options.method ?? 'GET') === 'GET';
    if (!reading) this.ready.clear();
    const ready = reading ? await this.takeReady(url) : undefined;
    if (ready) return this.interpret(codec, ready.status, ready.payload, options.withSession ?? true);
    const key: Record<string, string> = options.idempotent ? { 'idempotency-key': this.newKey() } : {};
    const init: RequestInit = {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...key, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    };
    const retries = options.idempotent ? retryDelaysMs : [];
    let response: Response | undefined;
    for (let attempt = 0; ; attempt++) {
      response = await this.fetchImpl(url, init).catch(() => undefined);
      const lost = response === undefined || response.status === 503;
      if (!lost || attempt >= retries.length) break;
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- attempt < retries.length
      await this.pause(retries[attempt]!);
    }
    if (response === undefined) return E.left({ _tag: 'NetworkError', message: fallbackErrorMessage });
    if (!response.ok) return E.left(await this.failure(response, options.withSession ?? true));
    return this.interpret(codec, response.status, await payloadOf(response), options.withSession ?? true);
  }

  private async failure(response: Response, withSession: boolean): Promise<ApiError> {
    return this.failureOf(response.status, await response.json().catch(() => undefined), withSession);
  }

  private failureOf(status: number, payload: unknown, withSession: boolean): ApiError {
    const body = ErrorBody.decode(payload);
    const message = E.isRight(body) && body.right.message.trim() !== '' ? body.right.message : fallbackErrorMessage;
    if (status === 401 && withSession) {
      this.unauthorizedSubject.next();
      return { _tag: 'Unauthorized', message };
    }
    if (status === 403 && message === consentMessages.required) this.consentRequiredSubject.next();
    return { _tag: 'BadStatus', status, message };
  }

  /** Reads an answer received by another transport (uploads) the way `request` does. */
  interpret<A, O>(codec: t.Type<A, O, unknown>, status: number, payload: unknown, withSession: boolean): E.Either<ApiError, A> {
    if (status === 0) return E.left({ _tag: 'NetworkError', message: fallbackErrorMessage });
    if (status < 200 || status >= 300) return E.left(this.failureOf(status, payload, withSession));
    const decoded = codec.decode(payload);
    return E.isLeft(decoded) ? E.left({ _tag: 'BadPayload', message: fallbackErrorMessage, path: pathOf(decoded.left) }) : decoded;
  }
}

/** An answer whose body tells nothing more than its success. */
export const ignoreBody = <A>(result: E.Either<ApiError, A>) => E.map(() => undefined)(result);
