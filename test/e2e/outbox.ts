import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './helpers';

// The journeys' server has no SMTP: its e-mails are .eml files in the outbox folder.
const outbox = join('.tmp', 'e2e-data', 'outbox');

/** The e-mails to `address` in the outbox folder, oldest first. */
const mailsTo = async (address: string): Promise<ParsedMail[]> => {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(outbox, f)))));
  return mails.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address).sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
};

/** Waits for an e-mail to `address` that `matches`, and answers the newest such. */
export const mailArriving = async (address: string, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> => {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
};

/** How many e-mails to `address` match, now. */
export const mailsMatching = async (address: string, matches: (mail: ParsedMail) => boolean): Promise<number> => (await mailsTo(address)).filter(matches).length;
