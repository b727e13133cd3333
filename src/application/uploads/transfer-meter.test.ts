import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TransferMeter } from './transfer-meter';

describe('an upload’s speed', () => {
  it('is the bytes sent over the last few seconds, for a steady line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 50, max: 2000 }), fc.integer({ min: 3, max: 60 }), (bytesPerSecond, stepMs, steps) => {
        const meter = new TransferMeter();
        let speed: number | undefined;
        for (let i = 0; i <= steps; i++) speed = meter.record(i * stepMs, Math.round((i * stepMs * bytesPerSecond) / 1000));
        if (steps * stepMs < 500) expect(speed).toBeUndefined();
        else expect(Math.abs(speed! - bytesPerSecond)).toBeLessThanOrEqual(Math.max(2, bytesPerSecond * 0.01));
      }),
    );
  });

  it('follows a slower line within its window, and starts over after a reset', () => {
    const meter = new TransferMeter(5000);
    for (let s = 0; s <= 10; s++) meter.record(s * 1000, s * 10_000_000);
    let speed: number | undefined;
    for (let s = 11; s <= 20; s++) speed = meter.record(s * 1000, 100_000_000 + (s - 10) * 1_000_000);
    expect(speed).toBeCloseTo(1_000_000, -3);
    meter.reset();
    expect(meter.record(21_000, 111_000_000)).toBeUndefined();
  });
});
