import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws: pdf-lib writes each run as a hex string in a deflated content stream,
 * between exactly `stream\n` and `\nendstream` (a stream's data may itself end with a `\r`).
 */
export const drawnText = (pdf: Uint8Array): string[] => {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) runs.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return runs;
};
