import { inflateSync } from 'node:zlib';

/** One run of text a PDF draws: where it starts, in which font and size. */
export interface DrawnRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly bold: boolean;
  readonly size: number;
}

/**
 * The runs of text a PDF draws: pdf-lib writes each as a hex string in a deflated content stream,
 * between exactly `stream\n` and `\nendstream` (a stream's data may itself end with a `\r`), after
 * its font (`/Helvetica-Bold-… 10 Tf`) and its place (`1 0 0 1 x y Tm`).
 */
export const drawnRuns = (pdf: Uint8Array): DrawnRun[] => {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: DrawnRun[] = [];
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    let font = { bold: false, size: 0 };
    let at = { x: 0, y: 0 };
    for (const line of content.split('\n')) {
      const tf = /^\/(\S+) ([\d.]+) Tf$/.exec(line);
      if (tf) font = { bold: tf[1]!.includes('Bold'), size: Number(tf[2]) };
      const tm = /^1 0 0 1 ([\d.-]+) ([\d.-]+) Tm$/.exec(line);
      if (tm) at = { x: Number(tm[1]), y: Number(tm[2]) };
      const tj = /^<([0-9A-Fa-f]*)> Tj$/.exec(line);
      if (tj) runs.push({ text: Buffer.from(tj[1]!, 'hex').toString('latin1'), ...at, ...font });
    }
  }
  return runs;
};

/** The text a PDF draws, run by run. */
export const drawnText = (pdf: Uint8Array): string[] => drawnRuns(pdf).map((r) => r.text);
