import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every file the docs name exists: a path in backticks, whole (`src/…`, `test/…`) or from its
// layer (`server/orders/…`, `ui/shell/…`), or a bare file name found somewhere in the tree.
// Build outputs and examples are named as such, not as files of the tree.
const notInTree = new Set(['index.ts', 'landing-pages.json', 'meus-dados.json']);
const roots = ['', 'src', 'test', 'docs'];

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

describe('the docs', () => {
  it('name only files that exist', () => {
    const tree = [...filesUnder('src'), ...filesUnder('test'), ...filesUnder('docs'), ...readdirSync('.')];
    const docs = [
      'README.md',
      ...readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => join('docs', f)),
    ];
    const missing = docs.flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(/`([A-Za-z0-9_./-]+\.(?:tsx?|mjs|cjs|js|md|sh|conf|json))`/g)]
        .map((m) => m[1]!)
        .filter((path) => !notInTree.has(path) && !path.startsWith('.'))
        .filter((path) =>
          path.includes('/')
            ? !roots.some((root) => existsSync(join(root, path))) && !tree.some((f) => f.endsWith(`/${path}`))
            : !tree.some((f) => f === path || f.endsWith(`/${path}`)),
        )
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the architecture a reference: its contents first, every section listed, and short enough to read', () => {
    const text = readFileSync(join('docs', 'architecture.md'), 'utf8');
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(sections[0]).toBe('Contents');
    const listed = [...text.matchAll(/^\d+\. \[(.+)\]\(#[^)]+\)$/gm)].map((m) => m[1]);
    expect(listed).toEqual(sections.slice(1));
    expect(text.split('\n').length).toBeLessThanOrEqual(400);
  });
});
