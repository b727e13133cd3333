import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/server-process';
import { selfSignedCertificate } from '../openssl';

/** nginx running docs/deployment/nginx.conf in front of a portal on this host. */
export interface TlsProxy {
  /** `https://localhost:<port>` */
  readonly url: string;
  readonly port: number;
  /** The self-signed certificate it serves, to trust it by. */
  readonly ca: string;
  readonly stop: () => Promise<void>;
}

const documented = join(process.cwd(), 'docs', 'deployment', 'nginx.conf');

/** Replaces `from` in `text`, which must hold it exactly `times` times: the documented file may not drift from what the test changes. */
const swap = (text: string, from: string, to: string, times: number): string => {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`docs/deployment/nginx.conf: expected ${times} × "${from}", found ${found}`);
  return text.split(from).join(to);
};

const answersTls = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ALPNProtocols: ['h2'] }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/**
 * Starts nginx (Debian's, installed by install-nginx.sh) with the documented configuration,
 * changed only where a test must: the portal's port, its own ports, a fresh self-signed
 * certificate for localhost, and no IPv6 listeners.
 */
export const startTlsProxy = async (upstreamPort: number): Promise<TlsProxy> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'logs']) mkdirSync(join(dir, temp));
  selfSignedCertificate({ certPath: join(dir, 'cert.pem'), keyPath: join(dir, 'key.pem'), commonName: 'localhost', days: 1, extensions: ['subjectAltName=DNS:localhost'] });
  const port = freePort();
  const plainPort = freePort();
  let site = readFileSync(documented, 'utf8');
  site = swap(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`, 1);
  site = swap(site, '    listen [::]:80;\n', '', 1);
  site = swap(site, '    listen [::]:443 ssl http2;\n', '', 1);
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${plainPort};`, 1);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`, 1);
  site = swap(site, '/etc/letsencrypt/live/portal.example.com/fullchain.pem', join(dir, 'cert.pem'), 1);
  site = swap(site, '/etc/letsencrypt/live/portal.example.com/privkey.pem', join(dir, 'key.pem'), 1);
  writeFileSync(join(dir, 'site.conf'), site);
  // What /etc/nginx/nginx.conf gives a site on Debian, kept inside the test's folder.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((running = false), resolve())));
  while (!(await answersTls(port))) {
    if (!running) throw new Error(`nginx exited before listening: ${output}${readFileSync(join(dir, 'logs', 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `https://localhost:${port}`,
    port,
    ca: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    stop: async () => {
      if (running) child.kill('SIGQUIT');
      await exited;
    },
  };
};
