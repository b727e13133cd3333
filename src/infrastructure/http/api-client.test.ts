import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { endpoint } from '../../contract/endpoint';
import { ApiClient } from './api-client';
import { firstAnswersOfPage } from './first-answers';
import { consentMessages } from '../../domain/people/consent';

const addressOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString());

const answer = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const Thing = t.type({ n: t.number });
const get = endpoint({ method: 'GET', path: '/api/x', caller: 'signedIn', answer: Thing, patientData: 'none' });
const signIn = endpoint({ method: 'POST', path: '/api/auth/login', caller: 'anyone', body: t.type({}), answer: Thing, patientData: 'none' });
const search = endpoint({
  method: 'GET',
  path: '/api/orders',
  caller: 'signedIn',
  query: t.partial({ page: t.string, search: t.string, status: t.string, group: t.string }),
  answer: Thing,
  patientData: 'none',
});
const save = endpoint({
  method: 'POST',
  path: '/api/users/filters/:origin',
  caller: 'signedIn',
  params: t.type({ origin: t.string }),
  body: t.type({ origin: t.string }),
  answer: Thing,
  patientData: 'none',
});
const submit = endpoint({
  method: 'POST',
  path: '/api/orders/draft/:id',
  caller: 'signedIn',
  params: t.type({ id: t.string }),
  answer: Thing,
  idempotent: true,
  patientData: 'none',
});
const approve = endpoint({ method: 'POST', path: '/api/orders/:id/approve', caller: 'signedIn', params: t.type({ id: t.string }), answer: Thing, patientData: 'none' });

describe('API client', () => {
  it('decodes a good answer', async () => {
    const api = new ApiClient({ fetch: answer(200, { n: 1 }) });
    expect(await api.call(get)).toEqual(E.right({ n: 1 }));
  });

  it('raises the server message, or the generic one when there is none', async () => {
    expect(await new ApiClient({ fetch: answer(409, { message: 'Pedido já aprovado.' }) }).call(get)).toEqual(
      E.left({ _tag: 'BadStatus', status: 409, message: 'Pedido já aprovado.' }),
    );
    expect(await new ApiClient({ fetch: answer(500) }).call(get)).toEqual(E.left({ _tag: 'BadStatus', status: 500, message: 'Ocorreu um erro, tente novamente.' }));
  });

  it('turns an answer of the wrong shape into an error value naming the path', async () => {
    const result = await new ApiClient({ fetch: answer(200, { n: 'um' }) }).call(get);
    expect(result).toEqual(E.left({ _tag: 'BadPayload', message: 'Ocorreu um erro, tente novamente.', path: 'n' }));
  });

  it('turns a network failure into an error value', async () => {
    const api = new ApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await api.call(get)).toEqual(E.left({ _tag: 'NetworkError', message: 'Ocorreu um erro, tente novamente.' }));
  });

  it('announces a 401 of a call with a session, but not of the sign-in call', async () => {
    const api = new ApiClient({ fetch: answer(401, { message: 'Sua sessão expirou. Entre novamente.' }) });
    let announced = 0;
    api.unauthorized$.subscribe(() => announced++);
    expect(E.isLeft(await api.call(get))).toBe(true);
    expect(announced).toBe(1);
    const login = await api.call(signIn, { body: {} });
    expect(login).toEqual(E.left({ _tag: 'BadStatus', status: 401, message: 'Sua sessão expirou. Entre novamente.' }));
    expect(announced).toBe(1);
  });

  it('announces a refusal for terms still to accept, and no other 403', async () => {
    let announced = 0;
    const gated = new ApiClient({ fetch: answer(403, { message: consentMessages.required }) });
    gated.consentRequired$.subscribe(() => announced++);
    expect(await gated.call(get)).toEqual(E.left({ _tag: 'BadStatus', status: 403, message: consentMessages.required }));
    expect(announced).toBe(1);
    const other = new ApiClient({ fetch: answer(403, { message: 'Você não tem permissão para acessar este recurso.' }) });
    other.consentRequired$.subscribe(() => announced++);
    await other.call(get);
    expect(announced).toBe(1);
  });

  it('fills the path parameters encoded, writes the query string without empty values and sends JSON bodies', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const api = new ApiClient({
      fetch: async (url, init) => {
        seen.push({ url: addressOf(url), init });
        return new Response(JSON.stringify({ n: 2 }), { status: 200 });
      },
    });
    await api.call(search, { query: { page: 2, search: 'João Silva', status: undefined, group: '' } });
    await api.call(save, { params: { origin: 'ORDERS/á' }, body: { origin: 'ORDERS' } });
    expect(seen[0]!.url).toBe('/api/orders?page=2&search=Jo%C3%A3o+Silva');
    expect(seen[1]!.url).toBe('/api/users/filters/ORDERS%2F%C3%A1');
    expect(seen[1]!.init).toMatchObject({ method: 'POST', body: '{"origin":"ORDERS"}', credentials: 'same-origin' });
  });

  it('sends an idempotent call again with the same key when its answer is lost, and gives up after three tries', async () => {
    const keys: (string | null)[] = [];
    const outcomes: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response(JSON.stringify({ message: 'Servidor reiniciando.' }), { status: 503 }),
      () => new Response(JSON.stringify({ n: 3 }), { status: 200 }),
    ];
    let keyNumber = 0;
    const api = new ApiClient({
      fetch: async (_url, init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        return outcomes[keys.length - 1]!();
      },
      newKey: () => `chave-${++keyNumber}`,
      pause: async () => undefined,
    });
    expect(await api.call(submit, { params: { id: '1' } })).toEqual(E.right({ n: 3 }));
    expect(keys).toEqual(['chave-1', 'chave-1', 'chave-1']);

    keys.length = 0;
    outcomes.splice(0, 3, ...Array.from({ length: 3 }, () => () => new Response(null, { status: 503 })));
    const failed = await api.call(submit, { params: { id: '1' } });
    expect(failed).toEqual(E.left({ _tag: 'BadStatus', status: 503, message: 'Ocorreu um erro, tente novamente.' }));
    expect(keys).toEqual(['chave-2', 'chave-2', 'chave-2']);
  });

  it('never repeats a call that is not idempotent, and sends it without a key', async () => {
    const keys: (string | null)[] = [];
    const api = new ApiClient({
      fetch: async (_url, init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        throw new TypeError('Failed to fetch');
      },
    });
    expect(E.isLeft(await api.call(approve, { params: { id: '1' } }))).toBe(true);
    expect(keys).toEqual([null]);
  });

  it('reads an answer the page came with once, by its address and codec, then asks the network; never for a change', async () => {
    const asked: string[] = [];
    const network = async (url: RequestInfo | URL) => (asked.push(addressOf(url)), new Response(JSON.stringify({ n: 2 }), { status: 200 }));
    const page = new Map<string, unknown>([
      ['/api/x', { n: 1 }],
      ['/api/orders/draft/d1', { n: 9 }],
    ]);
    const api = new ApiClient({ fetch: network, newKey: () => 'k', pause: async () => undefined, pageAnswers: page });
    expect(await api.call(get)).toEqual(E.right({ n: 1 }));
    expect(asked).toEqual([]);
    expect(await api.call(get)).toEqual(E.right({ n: 2 }));
    expect(asked).toEqual(['/api/x']);
    // A POST to an address with an answer goes to the network all the same.
    expect(await api.call(submit, { params: { id: 'd1' } })).toEqual(E.right({ n: 2 }));
    expect(asked).toEqual(['/api/x', '/api/orders/draft/d1']);
  });

  it('refuses an answer the page came with that its codec refuses, as it would the network’s', async () => {
    const api = new ApiClient({ fetch: answer(200, { n: 3 }), newKey: () => 'k', pause: async () => undefined, pageAnswers: new Map([['/api/x', { n: 'um' }]]) });
    expect(await api.call(get)).toEqual(E.left({ _tag: 'BadPayload', message: expect.any(String), path: 'n' }));
  });

  it('gives an answer the page came with at once, decoded and only once; none for one the codec refuses or a warmed read', async () => {
    const asked: string[] = [];
    const network = async (url: RequestInfo | URL) => (asked.push(addressOf(url)), new Response(JSON.stringify({ n: 2 }), { status: 200 }));
    const page = new Map<string, unknown>([
      ['/api/x', { n: 1 }],
      ['/api/orders?page=2', { n: 'dois' }],
    ]);
    const api = new ApiClient({ fetch: network, newKey: () => 'k', pause: async () => undefined, pageAnswers: page });
    expect(api.answeredWithPage(get)).toEqual({ n: 1 });
    expect(api.answeredWithPage(get)).toBeUndefined();
    expect(await api.call(get)).toEqual(E.right({ n: 2 }));
    expect(api.answeredWithPage(search, { query: { page: '2' } })).toBeUndefined();
    api.warm('/api/orders?page=3');
    expect(api.answeredWithPage(search, { query: { page: '3' } })).toBeUndefined();
    expect(asked).toEqual(['/api/x', '/api/orders?page=3']);
  });

  it('takes the answers out of the page, and reads none from a page without them or with a broken script', () => {
    const pageWith = (text: string | null) => {
      let removed = false;
      const element = { textContent: text, remove: () => (removed = true) };
      return { doc: { getElementById: (id: string) => (id === 'first-answers' && text !== null ? element : null) } as unknown as Document, removed: () => removed };
    };
    const good = pageWith(JSON.stringify({ '/api/x': { n: 1 } }));
    expect(firstAnswersOfPage(good.doc).get('/api/x')).toEqual({ n: 1 });
    expect(good.removed()).toBe(true);
    expect(firstAnswersOfPage(pageWith(null).doc).get('/api/x')).toBeUndefined();
    expect(firstAnswersOfPage(pageWith('{not json').doc).get('/api/x')).toBeUndefined();
  });

  it('takes a warmed read once, within its time, decoded by the codec of the call that needs it; a change drops it', async () => {
    const asked: string[] = [];
    let n = 0;
    const network = async (url: RequestInfo | URL) => (asked.push(addressOf(url)), new Response(JSON.stringify({ n: ++n }), { status: 200 }));
    let now = 0;
    const api = new ApiClient({ fetch: network, newKey: () => 'k', pause: async () => undefined, now: () => now });
    api.warm('/api/x');
    expect(asked).toEqual(['/api/x']);
    expect(await api.call(get)).toEqual(E.right({ n: 1 }));
    expect(await api.call(get)).toEqual(E.right({ n: 2 }));
    // Too old: asked again.
    api.warm('/api/x');
    now = 31_000;
    expect(await api.call(get)).toEqual(E.right({ n: 4 }));
    // A change in between: the warmed read may be stale, so it is not used.
    api.warm('/api/x');
    await api.call(approve, { params: { id: 'o1' } });
    expect(await api.call(get)).toEqual(E.right({ n: 7 }));
    expect(asked).toEqual(['/api/x', '/api/x', '/api/x', '/api/x', '/api/x', '/api/orders/o1/approve', '/api/x']);
  });
});
