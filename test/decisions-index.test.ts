import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions.md opens with an index of its records: every record, in order, and nothing else;
// each record is short and says its context, the choice, why, and what was rejected.
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

  it('each say their context, choice, why and what was rejected, in that order and briefly', () => {
    const records = readFileSync('docs/decisions.md', 'utf8').split(/^## /m).slice(2);
    for (const record of records) {
      const title = record.split('\n')[0];
      const parts = ['**Context.**', '**Choice.**', '**Why.**', '**Rejected.**'].map((label) => record.indexOf(label));
      expect({ title, parts: parts.map((p) => p >= 0) }).toEqual({ title, parts: [true, true, true, true] });
      expect({ title, ordered: parts.every((p, i) => i === 0 || p > parts[i - 1]!) }).toEqual({ title, ordered: true });
      expect({ title, lines: record.trim().split('\n').length <= 20 }).toEqual({ title, lines: true });
    }
  });
});
