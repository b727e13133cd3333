import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLines, pgliteServerData, startServerProcess } from '../../test/support/server/server-process';
import { waitFor } from '../../test/support/server/wait-for';

describe('process lifecycle', () => {
  it('loads demo data on first start, stops cleanly on SIGTERM and starts again on the same data', async () => {
    const data = pgliteServerData();
    const first = startServerProcess(data);
    await first.listening;
    expect(first.output()).toContain('demo data loaded');
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dentista@demo.com.br', password: 'Demo@1234' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    first.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);

    const second = startServerProcess(data);
    await second.listening;
    expect(second.output()).not.toContain('demo data loaded');
    const profile = await fetch(`${second.url}/api/users/profile`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(profile.status).toBe(200);
    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 120_000);

  it('told to stop while it is still starting, finishes the start, stops cleanly, and the next start finds its data whole', async () => {
    const data = pgliteServerData();
    const server = startServerProcess(data);
    void server.listening.catch(() => undefined);
    // The database folder appears as the start begins; migrations and the demo data take seconds more.
    await waitFor('the start to begin', () => existsSync(join(data.env.DATA_DIR!, 'pglite')));
    server.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-4000)).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('demo data loaded');
    expect(errorLines(server.output())).toEqual([]);

    const again = startServerProcess(data);
    await again.listening;
    expect(again.output()).not.toContain('demo data loaded');
    again.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
