import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Only use cases decide where a transaction begins and ends: routes decode and
// answer, repositories read and write inside the transaction they are given.
const useCases = /^(orders|accounts|payments|mail)\//;
// The demo data is written once, at start, outside any request.
const startup = /^seed\//;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

describe('use-case boundaries', () => {
  it('opens transactions only in use cases', () => {
    const root = import.meta.dirname;
    const opening = sources(root)
      .map((file) => relative(root, file))
      .filter((file) => /\.transaction\(\)/.test(readFileSync(join(root, file), 'utf8')));
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.filter((file) => !useCases.test(file) && !startup.test(file))).toEqual([]);
  });

  it('leaves every query to repositories: routes decode, run a use case or a read, and answer', () => {
    const routes = join(import.meta.dirname, 'routes');
    const querying = sources(routes)
      .map((file) => relative(routes, file))
      .filter((file) => /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(/.test(readFileSync(join(routes, file), 'utf8')));
    expect(querying).toEqual([]);
  });
});
