import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../../../src/server/db/database';

/** The real server (`src/server/main.ts`) in a child process, as it runs in production. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Resolves when it listens; rejects when it exits first. */
  readonly listening: Promise<void>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly output: () => string;
  readonly kill: (signal: NodeJS.Signals) => void;
  /** Whether the process has not exited yet. */
  readonly alive: () => boolean;
}

/** Where a server keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
export interface ServerData {
  readonly name: string;
  readonly env: Readonly<Record<string, string>>;
  readonly filesDir: string;
  /** The database, opened from this process; for PGlite only while no server runs. */
  readonly open: () => Promise<Db>;
  readonly drop: () => Promise<void>;
}

export const pgliteServerData = (): ServerData => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    filesDir: join(dataDir, 'files'),
    open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
    drop: async () => undefined,
  };
};

const adminQuery = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
};

export const postgresServerData = async (adminUrl: string): Promise<ServerData> => {
  const name = `portal_faults_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: target.toString() },
    filesDir: join(dataDir, 'files'),
    open: () => openDatabase({ kind: 'postgres', url: target.toString() }),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const serverDataTargets = (): { name: string; create: () => Promise<ServerData> }[] => {
  const url = process.env.TEST_DATABASE_URL;
  const pglite = { name: 'PGlite', create: async () => pgliteServerData() };
  return url ? [pglite, { name: 'PostgreSQL', create: () => postgresServerData(url) }] : [pglite];
};

// 20000–29999: no port the fetch standard blocks (4000–5999 held 4045, 4190, 5060 and 5061,
// which made `fetch` fail with "bad port" now and then), and below Linux's ephemeral range.
export const freePort = (): number => 20_000 + Math.floor(Math.random() * 10_000);

/**
 * Starts `src/server/main.ts` on `port` with `data`'s settings, which override the defaults
 * (info logs, no built app), as the benchmarks do to serve the app and log only warnings.
 */
export const startServerProcess = (data: Pick<ServerData, 'env'>, port = freePort()): ServerProcess => {
  // Node itself, not the tsx launcher: a SIGKILL must reach the server, and tsx cannot relay it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent', ...data.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  // Listening once it answers at all, whatever its log level.
  const answers = () =>
    fetch(`${url}/api/users/profile`).then(
      () => true,
      () => false,
    );
  const listening = (async () => {
    while (running) {
      if (await answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { code, signal } = await exited;
    throw new Error(`server exited (${code ?? signal}) before listening:\n${output}`);
  })();
  return { url, pid: child.pid!, listening, exited, output: () => output, kill: (signal) => child.kill(signal), alive: () => running };
};

/** Two API processes on one PostgreSQL database and one data folder (and `env`'s bucket, if any), as behind a balancer. */
export interface ProcessPair {
  readonly data: ServerData;
  readonly first: ServerProcess;
  readonly second: ServerProcess;
  /** Ends both (SIGTERM) and drops their database. */
  readonly stop: () => Promise<void>;
}

export const startProcessPair = async (adminUrl: string, env: Readonly<Record<string, string>> = {}): Promise<ProcessPair> => {
  const shared = await postgresServerData(adminUrl);
  const data = { ...shared, env: { ...shared.env, ...env } };
  const first = startServerProcess(data);
  await first.listening;
  const second = startServerProcess(data);
  await second.listening;
  const stop = async () => {
    for (const server of [first, second]) {
      server.kill('SIGTERM');
      await server.exited;
    }
    await data.drop();
  };
  return { data, first, second, stop };
};

/** A process's resident memory now and at its peak, from the kernel, in bytes (its threads included). */
export const residentMemory = (pid: number): { readonly rss: number; readonly peak: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

/** Lines the server logged at error level or worse (pino: 50 and above). */
export const errorLines = (output: string): string[] => output.split('\n').filter((line) => /"level":(5\d|60)/.test(line));

/** A signed-in dentist or staff member talking to a server process over HTTP. */
export const apiSession = async (baseUrl: string, username: string, password = 'Demo@1234') => {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) throw new Error(`login of ${username} answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return { token, call };
};
