import { type ClientHttp2Session, connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryStl, sphere } from '../../support/server/meshes';
import { multipartBody } from '../../support/server/sample-files';
import { pgliteServerData, type ServerProcess, startServerProcess } from '../../support/server/server-process';
import { startTlsProxy, type TlsProxy } from '../../support/tls-proxy/tls-proxy';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** One request on the HTTP/2 session, as a browser sends it. */
const ask = (session: ClientHttp2Session, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = session.request({ ':method': method, ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Answer['headers'] = {};
    request.on('response', (h) => (head = h));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    request.on('error', reject);
    request.end(body);
  });

// README's deployment: docs/deployment/nginx.conf in front of the real server, as a browser
// meets it. A config that fell back to HTTP/1.1, dropped the session cookie, refused a large
// upload or held the live events in a buffer would pass every other test and fail in production.
describe('the portal behind the documented TLS proxy', () => {
  let server: ServerProcess;
  let proxy: TlsProxy;
  let session: ClientHttp2Session;
  const origin = () => proxy.url;

  beforeAll(async () => {
    server = startServerProcess({ env: { ...pgliteServerData().env, LOG_LEVEL: 'warn' } });
    await server.listening;
    proxy = await startTlsProxy(Number(new URL(server.url).port));
    session = connect(proxy.url, { ca: proxy.ca });
    await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
  }, 120_000);

  afterAll(async () => {
    session?.close();
    await proxy?.stop();
    server?.kill('SIGTERM');
    await server?.exited;
  });

  const signIn = async () => {
    const answer = await ask(
      session,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', origin: origin() },
      Buffer.from(JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' })),
    );
    expect(answer.status).toBe(200);
    const cookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => /HttpOnly/i.test(c))!;
    return { cookie, token: (JSON.parse(answer.body.toString()) as { access_token: string }).access_token };
  };

  it('speaks HTTP/2 with TLS, and signs in from a page of the site with a Secure cookie that then opens the API', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const { cookie } = await signIn();
    expect(cookie).toMatch(/;\s*Secure/i);
    const profile = await ask(session, 'GET', '/api/users/profile', { cookie: cookie.split(';')[0]! });
    expect(profile.status).toBe(200);
    expect((JSON.parse(profile.body.toString()) as { email: string }).email).toBe('dentista@demo.com.br');
    // The portal's own headers pass through: HSTS once, from the portal.
    expect(profile.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('takes a scan larger than nginx’s own 1 MB default, streamed to the portal', async () => {
    const { token } = await signIn();
    const scan = binaryStl(sphere(220, 220));
    expect(scan.length).toBeGreaterThan(4 * 1024 * 1024);
    const body = multipartBody('superior.stl', scan, 'model/stl');
    const uploaded = await ask(session, 'POST', '/api/attachments?kind=MODEL_SUPERIOR', { authorization: `Bearer ${token}`, ...body.headers }, body.payload);
    expect(uploaded.status).toBe(201);
    expect((JSON.parse(uploaded.body.toString()) as { size: number }).size).toBe(scan.length);
  });

  it('passes the live events on while their stream stays open', async () => {
    const { token } = await signIn();
    const stream = session.request({ ':method': 'GET', ':path': '/api/events', authorization: `Bearer ${token}`, accept: 'text/event-stream' });
    let received = '';
    let ended = false;
    stream.on('data', (chunk: Buffer) => (received += chunk.toString()));
    stream.on('end', () => (ended = true));
    try {
      // The portal writes this line at once: a buffering proxy would hold it until the stream ends.
      await new Promise<void>((resolve, reject) => {
        stream.on('data', () => received.includes('retry: 3000') && resolve());
        stream.on('error', reject);
        stream.on('end', () => reject(new Error(`the stream ended first: ${received}`)));
      });
      expect(ended).toBe(false);
    } finally {
      stream.close();
    }
  });
});
