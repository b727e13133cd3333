import { describe, expect, it } from 'vitest';
import { pgliteServerData, startServerProcess } from '../../test/support/server/server-process';

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
});
