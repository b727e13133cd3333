import type { Locator } from '@playwright/test';

// What the 3D viewers' journeys read off a stage's canvas.

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
export const imageOf = (stage: Locator) => stage.evaluate((host) => host.querySelector('canvas')?.toDataURL() ?? '');
