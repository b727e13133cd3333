import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const startServer = (dataDir: string, port: number) => {
  const child = spawn('./node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Server listening')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
};

describe('process lifecycle', () => {
  it('loads demo data on first start, stops cleanly on SIGTERM and starts again on the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    const port = 3400 + Math.floor(Math.random() * 500);

    const first = startServer(dataDir, port);
    await first.listening;
    expect(first.output()).toContain('demo data loaded');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer(dataDir, port);
    await second.listening;
    expect(second.output()).not.toContain('demo data loaded');
    const profile = await fetch(`http://127.0.0.1:${port}/api/users/profile`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(profile.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
