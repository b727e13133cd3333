import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Only use cases decide where a transaction begins and ends: routes decode and
// answer, repositories read and write inside the transaction they are given.
const routes = /\.routes\.ts$/;
const repositories = /\.repository\.ts$/;
// Use cases live in the features' folders; the shared base (http, db, jobs, storage) has none.
const features = /^(accounts|orders|drafts|plannings|plan-review|payments|mail|queues|uploads|previews|events|housekeeping)\//;
// The demo data is written once, at start, outside any request.
const startup = /^seed\//;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

const serverFiles = () => {
  const root = import.meta.dirname;
  return sources(root).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
};

describe('use-case boundaries', () => {
  it('opens transactions only in use cases', () => {
    const opening = serverFiles()
      .filter(({ text }) => /\.transaction\(\)/.test(text))
      .map(({ file }) => file);
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.filter((file) => !startup.test(file) && (!features.test(file) || routes.test(file) || repositories.test(file)))).toEqual([]);
  });

  it('leaves every query to repositories: routes decode, run a use case or a read, and answer', () => {
    const files = serverFiles().filter(({ file }) => routes.test(file));
    expect(files.length).toBeGreaterThan(20);
    const querying = files.filter(({ text }) => /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(/.test(text)).map(({ file }) => file);
    expect(querying).toEqual([]);
  });
});
