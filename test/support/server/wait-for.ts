/**
 * Polls `check` until it returns a value other than undefined or false, and returns it.
 * Tests wait on conditions, never on the passage of time: the bound is only a safety net
 * far beyond any loaded machine, and failing it names what was awaited.
 */
export const waitFor = async <A>(what: string, check: () => A | undefined | false | Promise<A | undefined | false>, boundMs = 60_000): Promise<A> => {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > boundMs) throw new Error(`still waiting for ${what} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Open file descriptors of this process whose target lies under `dir` (Linux). */
export const openFilesUnder = async (dir: string): Promise<string[]> => {
  const { readdir, readlink } = await import('node:fs/promises');
  const fds = await readdir('/proc/self/fd').catch(() => [] as string[]);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((t) => t.startsWith(dir));
};
