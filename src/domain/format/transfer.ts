// ---- rules ----

const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',');

/** Time left as a person says it: seconds under a minute, then minutes, then hours, always rounded up. */
export const timeLeft = (seconds: number): string => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `cerca de ${s} s restantes`;
  if (s < 3600) return `cerca de ${Math.ceil(s / 60)} min restantes`;
  return `cerca de ${Math.ceil(s / 3600)} h restantes`;
};

/**
 * How far an upload is, for the progress line: "12,3 de 50,0 MB · 4,2 MB/s · cerca
 * de 9 s restantes"; without a known speed (at the start, paused, reconnecting) only the sizes.
 */
export const transferLine = (sent: number, total: number, bytesPerSecond: number | undefined): string => {
  const done = Number.isFinite(sent) ? Math.min(Math.max(0, sent), total) : 0;
  const sizes = `${megabytes(done)} de ${megabytes(total)} MB`;
  // Under a kilobyte a second the line is as good as stopped: no speed, no guess of the time.
  if (bytesPerSecond === undefined || !(bytesPerSecond >= 1024) || !Number.isFinite(bytesPerSecond) || done >= total) return sizes;
  return `${sizes} · ${megabytes(bytesPerSecond)} MB/s · ${timeLeft((total - done) / bytesPerSecond)}`;
};
