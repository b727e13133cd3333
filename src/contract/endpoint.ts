import * as t from 'io-ts';

/** OPTIONS only for the resumable-upload protocol, which announces itself there. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call an endpoint, checked by one server hook before anything else runs:
 * `signedIn` lets any signed-in person in (the use case then keeps dentists to their own
 * records); `accreditedDentist` is a dentist whose accreditation went through.
 */
export type Caller = 'anyone' | 'signedIn' | 'dentist' | 'accreditedDentist' | 'staff';

/**
 * LGPD: what an endpoint tells about patients. A staff member's successful call to one that
 * tells about patients is written to the access log before the answer leaves.
 */
export type PatientData =
  /** Tells nothing about any patient. */
  | 'none'
  /** Tells about the patient of the order whose id is the `:id` path parameter. */
  | 'order'
  /** Tells about the patient whose id is the `:id` path parameter. */
  | 'patient'
  /** Tells about the patients its JSON answer names. */
  | { readonly answer: (body: unknown) => readonly string[] };

/** Input an endpoint does not take: anything sent there is ignored. */
export const none = new t.Type<undefined, undefined, unknown>(
  'None',
  (u): u is undefined => u === undefined,
  () => t.success(undefined),
  () => undefined,
);
export type None = typeof none;

/** An answer without a body (204). */
export const NoContent = new t.Type<void, void, unknown>(
  'NoContent',
  (u): u is void => u === undefined,
  (u, c) => (u === undefined ? t.success(undefined) : t.failure(u, c)),
  () => undefined,
);

export interface StreamedBrand {
  readonly Streamed: unique symbol;
}
/** An answer the server streams itself (a file, a PDF): the browser opens it by its address, never decodes it. */
export type Streamed = t.Branded<object, StreamedBrand>;
export const Streamed = t.brand(t.object, (_u): _u is Streamed => false, 'Streamed');

export interface EventStreamBrand {
  readonly EventStream: unique symbol;
}
/** Server-Sent Events: the connection stays open; the browser reads it with EventSource. */
export type EventStream = t.Branded<object, EventStreamBrand>;
export const EventStream = t.brand(t.object, (_u): _u is EventStream => false, 'EventStream');

export interface ResumableBrand {
  readonly Resumable: unique symbol;
}
/** The tus resumable-upload protocol: the server's tus handler writes the answer. */
export type Resumable = t.Branded<object, ResumableBrand>;
export const Resumable = t.brand(t.object, (_u): _u is Resumable => false, 'Resumable');

/** One endpoint, declared once: the browser calls it and the server serves it by this declaration. */
export interface Endpoint<C extends Caller = Caller, P extends t.Mixed = t.Mixed, Q extends t.Mixed = t.Mixed, B extends t.Mixed = t.Mixed, A extends t.Mixed = t.Mixed> {
  readonly method: Method;
  /** Under /api, with `:name` parameters. */
  readonly path: `/api/${string}`;
  readonly caller: C;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly answer: A;
  readonly patientData: PatientData;
  /** Answers 201 (it creates something). */
  readonly created: boolean;
  /** Answers 202 (the work goes on in the background; the answer says where it stands). */
  readonly accepted: boolean;
  /**
   * Carries an Idempotency-Key; when its answer is lost the browser sends it again with the
   * same key, and the server does the work once.
   */
  readonly idempotent: boolean;
  /** A multipart file upload: the handler reads the body itself. */
  readonly upload: boolean;
  /** A JSON body larger than the server's default (1 MiB): its limit in bytes, and the sentence said past it. */
  readonly largeBody?: LargeBody;
  /**
   * Open to a dentist who has yet to accept the terms in force (LGPD): reading and accepting
   * them, her profile, her data export, and the event stream (ids only). Every other dentist
   * route answers 403 until she accepts.
   */
  readonly beforeConsent?: boolean;
}

export interface LargeBody {
  readonly bytes: number;
  readonly message: string;
}

/** The bytes a JSON body needs for a text of `characters`: at most six a character (`\uXXXX`), and room for its field. */
export const jsonBytesOfText = (characters: number): number => characters * 6 + 1024;

interface Declaration<C extends Caller, P extends t.Mixed, Q extends t.Mixed, B extends t.Mixed, A extends t.Mixed> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly caller: C;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly answer: A;
  readonly patientData: PatientData;
  readonly created?: boolean;
  readonly accepted?: boolean;
  readonly idempotent?: boolean;
  readonly upload?: boolean;
  readonly largeBody?: LargeBody;
  readonly beforeConsent?: boolean;
}

/** Declares an endpoint; params, query and body it does not name are `none`. */
export const endpoint = <C extends Caller, A extends t.Mixed, P extends t.Mixed = None, Q extends t.Mixed = None, B extends t.Mixed = None>(
  declared: Declaration<C, P, Q, B, A>,
): Endpoint<C, P, Q, B, A> => ({
  // A codec the declaration leaves out is inferred as `None` (the type parameters' default), so
  // `none` is then exactly its type; a declared codec replaces it below.
  params: none as P,
  query: none as Q,
  body: none as B,
  created: false,
  accepted: false,
  idempotent: false,
  upload: false,
  ...declared,
});

export type AnyEndpoint = Endpoint;
export type ParamsOf<E extends AnyEndpoint> = t.TypeOf<E['params']>;
export type QueryOf<E extends AnyEndpoint> = t.TypeOf<E['query']>;
export type BodyOf<E extends AnyEndpoint> = t.TypeOf<E['body']>;
export type AnswerOf<E extends AnyEndpoint> = t.TypeOf<E['answer']>;
/** The answer as the server writes it (ids and instants as plain strings). */
export type WireAnswerOf<E extends AnyEndpoint> = t.OutputOf<E['answer']>;

/** The answer's status: 204 without a body, 201 when it creates, 200 otherwise. */
export const isEventStream = (e: Pick<AnyEndpoint, 'answer'>): boolean => e.answer === EventStream;
export const isResumable = (e: Pick<AnyEndpoint, 'answer'>): boolean => e.answer === Resumable;

export const successStatus = (e: AnyEndpoint): number => (e.answer === NoContent ? 204 : e.created ? 201 : e.accepted ? 202 : 200);

/** `METHOD /api/path`: how logs, tests and the access log name an endpoint. */
export const endpointKey = (e: Pick<AnyEndpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** The endpoint's address with its parameters (in wire form) filled in, for calls and links. */
export const addressOf = (e: Pick<AnyEndpoint, 'path'>, params: Readonly<Record<string, string>> = {}): string =>
  e.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

/** A query string as the API client writes it: the values in order, empty ones left out. */
export const queryStringOf = (query: Readonly<Record<string, string | number | undefined>> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};
