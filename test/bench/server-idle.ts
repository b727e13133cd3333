import { readFileSync } from 'node:fs';

/** CPU time (clock ticks) the process and its threads have used, from Linux's /proc. */
const cpuTicksOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields of the line.
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * Waits until the server has used under 5% of a core for two seconds in a row: a server just
 * started builds the demo scans' previews and runs its housekeeping, and a figure taken then
 * measures that work, not the page or endpoint (the first Lighthouse run of the login page
 * showed 831 ms of blocking time against 130–275 ms once the server was idle). Gives up after a minute.
 */
export const waitUntilIdle = async (pid: number): Promise<void> => {
  let quiet = 0;
  for (let second = 0; second < 60 && quiet < 2; second++) {
    const before = cpuTicksOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
    quiet = cpuTicksOf(pid) - before < 5 ? quiet + 1 : 0;
  }
  if (quiet < 2) console.log('(the server stayed busy for a minute; figures below include its work)');
};
