import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions.md opens with an index of its records: every record, in order, and nothing else.
describe('the decisions', () => {
  it('are all in the index at the top, in their order', () => {
    const text = readFileSync('docs/decisions.md', 'utf8');
    const [head, ...records] = text.split(/^## /m);
    const index = records[0]!;
    expect(index.startsWith('Index\n')).toBe(true);
    expect(head).toContain('# Decisions');
    const listed = [...index.matchAll(/^- \[(.+)\]\(#[^)]+\)$/gm)].map((m) => m[1]);
    const titles = records.slice(1).map((r) => r.split('\n')[0]!.trim());
    expect(listed).toEqual(titles);
  });
});
