// npm test's last step: every bench of `npm run bench` run once at a tiny size, so a change of
// schema or of an API cannot silently break one. Figures are ignored; only that each ran to its end.
import { spawn } from 'node:child_process';

/** Each bench with the settings that make it small: seconds, not minutes. */
const benches: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  ['bundle.bench.ts', {}],
  ['lighthouse.bench.ts', { LIGHTHOUSE_PAGES: '^login$', BENCH_SMOKE: '1' }],
  ['prescription.bench.ts', { BENCH_FORMS: '50' }],
  ['api-load.bench.ts', { BENCH_SECONDS: '1', BENCH_EXTRA_ORDERS: '50' }],
  ['upload.bench.ts', { BENCH_UPLOAD_MB: '2' }],
  ['events.bench.ts', { BENCH_STREAMS: '5', BENCH_EVENTS: '3' }],
  ['preview.bench.ts', { BENCH_PREVIEW_RINGS: '16' }],
  ['resumable-upload.bench.ts', { BENCH_UPLOAD_MB: '2' }],
  ['plan-stages.bench.ts', { BENCH_STAGES: '2', BENCH_TOOTH_DETAIL: '8' }],
  ['password-recovery.bench.ts', { BENCH_ROUNDS: '2' }],
  ['dashboard.bench.ts', { BENCH_ORDERS: '200' }],
  ['stage-memory.bench.ts', { BENCH_STL_MB: '2', BENCH_REFUSED_MB: '65' }],
];

const run = (file: string, env: Readonly<Record<string, string>>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    // The demo's staged plans are built by no server of a smoke run: a minute of CPU each, looked at by none of them.
    const child = spawn(process.execPath, ['--import', 'tsx', `test/bench/${file}`], { env: { ...process.env, DEMO_BUILDS: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });

let passed = 0;
let failed = 0;
const queue = [...benches];
// Two at a time, as the machine has two cores; each bench has its own server, data and ports.
const worker = async (): Promise<void> => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, env] = next;
    const started = Date.now();
    const { code, output } = await run(file, env);
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) {
      passed++;
      console.log(`ok   ${file} (${took} s)`);
    } else {
      failed++;
      console.log(`FAIL ${file} (${took} s, exit ${code})\n${output.split('\n').slice(-40).join('\n')}`);
    }
  }
};
await Promise.all([worker(), worker()]);
console.log(`bench smoke: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
