// npm run bench: the gzip size of the JavaScript each route loads first, from the built
// app's manifest (run `npm run build` first; `npm run bench` does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { signedInFrameChunk, staticClosure } from '../../vite.config';

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const base = closure(entry);
const kbOf = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0);

// The lazily loaded page of each route; login is part of the entry, and every other route also
// loads the signed-in frame (header, bell, prompts), itself a lazy chunk.
const signedInFrame = signedInFrameChunk(manifest);
const routes: [string, string | undefined][] = [
  ['login (/auth/login)', undefined],
  ['orders list (/orders)', 'orders/orders-list.page.tsx'],
  ['new order (/orders/new)', 'orders/new-order.page.tsx'],
  ['prescription (/orders/new/prescription)', 'prescription/prescription.page.tsx'],
  ["dentist's order page (/orders/{id})", 'order-page/order.page.tsx'],
  ['staff order page (/attendant/orders/{id})', 'staff/staff-order.page.tsx'],
  ['staff dashboard (/attendant/painel)', 'dashboard/dashboard.page.tsx'],
];
// Login ≤ 130 KB (what its form's libraries weigh), every other route ≤ 170 KB.
const targets = { login: 130, route: 170 };
// The files count too: over HTTP/1.1 a phone fetches six at a time.
console.log('route | JS loaded first (gzip) | files | target');
for (const [name, page] of routes) {
  const keys = page ? closure(page, closure(signedInFrame, new Set(base))) : base;
  const kb = kbOf(keys);
  const target = page ? targets.route : targets.login;
  console.log(`${name} | ${kb.toFixed(1)} KB | ${keys.size} | ≤ ${target} KB (${((kb / target) * 100).toFixed(0)}%)`);
}
