import { describe, expect, it } from 'vitest';
import { apiSession, pgliteServerData, startServerProcess } from '../../support/server/server-process';

describe('two servers on one embedded database folder', () => {
  it('the second refuses to start and says why, the first keeps serving, and a clean stop gives the folder back', async () => {
    const data = pgliteServerData();
    const first = startServerProcess(data);
    await first.listening;
    // Two engines writing the same files would corrupt them: the second waits, then gives up.
    const second = startServerProcess(data);
    await expect(second.listening).rejects.toThrow(/in use by another portal process/);
    expect((await second.exited).code).not.toBe(0);
    const dentist = await apiSession(first.url, 'dentista@demo.com.br');
    expect((await dentist.call('GET', '/api/users/profile')).status).toBe(200);
    first.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    const third = startServerProcess(data);
    await third.listening;
    third.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  }, 120_000);
});
