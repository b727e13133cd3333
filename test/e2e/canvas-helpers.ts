import type { Locator } from '@playwright/test';

// What the journeys read off a canvas: a 3D viewer's stage, a dashboard chart.

/** The share of the stage's canvas that is not its background: something was drawn. */
export const drawnShare = (stage: Locator) =>
  stage.evaluate((host) => {
    const canvas = host.querySelector('canvas');
    if (!canvas || canvas.width === 0) return 0;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0xf4) + Math.abs(data[i + 1]! - 0xf6) + Math.abs(data[i + 2]! - 0xf8) > 24) drawn++;
    return drawn / (data.length / 4);
  });
/** The width and height, in pixels of the canvas, of what is drawn on a stage: how big the models look. */
export const drawnSize = (stage: Locator) =>
  stage.evaluate((host) => {
    const canvas = host.querySelector('canvas');
    if (!canvas || canvas.width === 0) return { width: 0, height: 0 };
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let [left, right, top, bottom] = [copy.width, -1, copy.height, -1];
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - 0xf4) + Math.abs(data[i + 1]! - 0xf6) + Math.abs(data[i + 2]! - 0xf8) <= 24) continue;
      const x = (i / 4) % copy.width;
      const y = Math.floor(i / 4 / copy.width);
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
    return right < 0 ? { width: 0, height: 0 } : { width: right - left + 1, height: bottom - top + 1 };
  });
export const imageOf = (stage: Locator) => stage.evaluate((host) => host.querySelector('canvas')?.toDataURL() ?? '');

/** How many pixels of the 2D canvas in `host` are painted exactly in `rgb`: a chart's bars or lines of that colour. */
export const paintedIn = (host: Locator, rgb: readonly [number, number, number]) =>
  host.locator('canvas').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++;
    return count;
  }, rgb);
