/** A scan's preview: enough for a phone to turn smoothly. */
export const previewTriangleLimit = 250_000;

/**
 * One arch at one stage of a plan: a plan of 2 arches × 30 stages is sent whole, within
 * about 15 MB; the teeth keep their shape at this count.
 */
export const stageTriangleLimit = 40_000;
