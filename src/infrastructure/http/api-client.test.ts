import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { ApiClient } from './api-client';

const answer = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const Thing = t.type({ n: t.number });

describe('API client', () => {
  it('decodes a good answer', async () => {
    const api = new ApiClient('/api', answer(200, { n: 1 }));
    expect(await api.request(Thing, '/x')).toEqual(E.right({ n: 1 }));
  });

  it('raises the server message, or the generic one when there is none', async () => {
    expect(await new ApiClient('/api', answer(409, { message: 'Pedido já aprovado.' })).request(Thing, '/x')).toEqual(
      E.left({ _tag: 'BadStatus', status: 409, message: 'Pedido já aprovado.' }),
    );
    expect(await new ApiClient('/api', answer(500)).request(Thing, '/x')).toEqual(
      E.left({ _tag: 'BadStatus', status: 500, message: 'Ocorreu um erro, tente novamente.' }),
    );
  });

  it('turns an answer of the wrong shape into an error value naming the path', async () => {
    const result = await new ApiClient('/api', answer(200, { n: 'um' })).request(Thing, '/x');
    expect(result).toEqual(E.left({ _tag: 'BadPayload', message: 'Ocorreu um erro, tente novamente.', path: 'n' }));
  });

  it('turns a network failure into an error value', async () => {
    const api = new ApiClient('/api', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api.request(Thing, '/x')).toEqual(E.left({ _tag: 'NetworkError', message: 'Ocorreu um erro, tente novamente.' }));
  });

  it('announces a 401 of a call with a session, but not of the sign-in call', async () => {
    const api = new ApiClient('/api', answer(401, { message: 'Sua sessão expirou. Entre novamente.' }));
    let announced = 0;
    api.unauthorized$.subscribe(() => announced++);
    expect(E.isLeft(await api.request(Thing, '/orders'))).toBe(true);
    expect(announced).toBe(1);
    const login = await api.request(Thing, '/auth/login', { method: 'POST', body: {}, withSession: false });
    expect(login).toEqual(E.left({ _tag: 'BadStatus', status: 401, message: 'Sua sessão expirou. Entre novamente.' }));
    expect(announced).toBe(1);
  });

  it('writes the query string without empty values and sends JSON bodies', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const api = new ApiClient('/api', async (url, init) => {
      seen.push({ url: String(url), init });
      return new Response(JSON.stringify({ n: 2 }), { status: 200 });
    });
    await api.request(Thing, '/orders', { query: { page: 2, search: 'João Silva', status: undefined, group: '' } });
    await api.request(Thing, '/users/filters', { method: 'POST', body: { origin: 'ORDERS' } });
    expect(seen[0]!.url).toBe('/api/orders?page=2&search=Jo%C3%A3o+Silva');
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
    const api = new ApiClient(
      '/api',
      async (_url, init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        return outcomes[keys.length - 1]!();
      },
      () => `chave-${++keyNumber}`,
      async () => undefined,
    );
    expect(await api.request(Thing, '/orders/draft/1', { method: 'POST', idempotent: true })).toEqual(E.right({ n: 3 }));
    expect(keys).toEqual(['chave-1', 'chave-1', 'chave-1']);

    keys.length = 0;
    outcomes.splice(0, 3, ...Array.from({ length: 3 }, () => () => new Response(null, { status: 503 })));
    const failed = await api.request(Thing, '/orders/draft/1', { method: 'POST', idempotent: true });
    expect(failed).toEqual(E.left({ _tag: 'BadStatus', status: 503, message: 'Ocorreu um erro, tente novamente.' }));
    expect(keys).toEqual(['chave-2', 'chave-2', 'chave-2']);
  });

  it('never repeats a call that is not idempotent, and sends it without a key', async () => {
    const keys: (string | null)[] = [];
    const api = new ApiClient('/api', async (_url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      throw new TypeError('Failed to fetch');
    });
    expect(E.isLeft(await api.request(Thing, '/orders/1/approve', { method: 'POST' }))).toBe(true);
    expect(keys).toEqual([null]);
  });
});
