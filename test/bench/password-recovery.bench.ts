// npm run bench: "Esqueci minha senha" answers in the same time whether or not the account
// exists. One server process on PGlite; 200 requests alternating a known account and
// an unknown one, each from its own forwarded address (the throttle counts per address), timed
// from the request leaving to the answer; medians, 90th percentiles and their ratios. It checks it
// measured what it names: every answer is 200 with the same sentence, and the known account's
// e-mails reached the outbox folder.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pgliteServerData, startServerProcess } from '../support/server/server-process';

const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const data = pgliteServerData();
const server = startServerProcess(data);
await server.listening;
try {
  const ask = async (username: string, n: number) => {
    const start = performance.now();
    const answer = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(n / 250)}.${n % 250}.7` },
      body: JSON.stringify({ username }),
    });
    const body = (await answer.json()) as { message?: string };
    return { ms: performance.now() - start, status: answer.status, message: body.message };
  };
  // Warm the route and the process.
  for (let i = 0; i < 10; i++) await ask(i % 2 ? 'dentista@demo.com.br' : 'ninguem@exemplo.com.br', 60_000 + i);
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    const k = await ask('dentista@demo.com.br', 2 * i);
    const u = await ask(`ninguem${i}@exemplo.com.br`, 2 * i + 1);
    for (const a of [k, u]) {
      if (a.status !== 200) throw new Error(`the recovery answered ${a.status}: the bench would time a refusal`);
      answers.add(a.message ?? '');
    }
    known.push(k.ms);
    unknown.push(u.ms);
  }
  if (answers.size !== 1) throw new Error(`the answers differ: ${[...answers].join(' | ')}`);
  // The known account's e-mails were written (as .eml files: no SMTP set): the known path did its work.
  const outbox = join(data.env.DATA_DIR!, 'outbox');
  let written = 0;
  for (let i = 0; i < 300 && written < rounds; i++) {
    written = (await readdir(outbox).catch(() => [] as string[])).length;
    if (written < rounds) await new Promise((r) => setTimeout(r, 100));
  }
  if (written < rounds) throw new Error(`only ${written} recovery e-mails written for ${rounds} requests of a known account`);
  const row = (name: string, v: number[]) => `${name.padEnd(16)} median ${percentile(v, 50).toFixed(1)} ms · p90 ${percentile(v, 90).toFixed(1)} ms`;
  console.log(`password recovery answers, ${rounds} of each, PGlite (${server.url})`);
  console.log(row('known account', known));
  console.log(row('unknown account', unknown));
  console.log(`ratio known/unknown: median ${(percentile(known, 50) / percentile(unknown, 50)).toFixed(2)} · p90 ${(percentile(known, 90) / percentile(unknown, 90)).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await server.exited;
}
