import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Time, randomness and I/O come into the domain as arguments (conventions: domain).
const forbidden = [
  /\bDate\.now\(/,
  /new Date\(\)/,
  /\bMath\.random\(/,
  /\bfetch\(/,
  /\bdocument\./,
  /\bwindow\./,
  /\blocalStorage\b/,
  /\bsetTimeout\(/,
  /\bsetInterval\(/,
  /\bprocess\./,
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(test|arbitrary)\.ts$/.test(name) ? [path] : [];
  });

describe('domain purity', () => {
  it('reads no clock, randomness, timer, DOM or process', () => {
    const offences = sources(join(import.meta.dirname, '.')).flatMap((file) =>
      forbidden.filter((pattern) => pattern.test(readFileSync(file, 'utf8'))).map((pattern) => `${file}: ${pattern}`),
    );
    expect(offences).toEqual([]);
  });
});
