/** An upload's speed over its last few seconds: steady enough to read, quick to follow a change of line. */
export class TransferMeter {
  private samples: { at: number; sent: number }[] = [];

  constructor(private readonly windowMs = 5000) {}

  /** Notes how much was sent at `at` (ms); the speed in bytes a second, once there is enough to tell. */
  record(at: number, sent: number): number | undefined {
    this.samples.push({ at, sent });
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the loop runs while there are more than two samples
    while (this.samples.length > 2 && this.samples[1]!.at <= at - this.windowMs) this.samples.shift();
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a sample was just pushed
    const first = this.samples[0]!;
    const span = at - first.at;
    return span >= 500 && sent >= first.sent ? ((sent - first.sent) * 1000) / span : undefined;
  }

  /** After a pause or a drop, the speed starts over. */
  reset(): void {
    this.samples = [];
  }
}
