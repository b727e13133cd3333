import { onlyDigits } from '../format/mask';

/** Spec §5: five segments of 8, 8, 7, 1 and up to 23 digits. */
export const segmentCapacities = [8, 8, 7, 1, 23] as const;
export const segmentCount = segmentCapacities.length;
/** Each box accepts up to 30 typed characters; non-digits are stripped. */
export const segmentInputMax = 30;
export const minimumCodeDigits = 43;

export type CodeSegments = readonly [string, string, string, string, string];

export const emptySegments: CodeSegments = ['', '', '', '', ''];

const capacity = (index: number): number => segmentCapacities[index] ?? 0;

/** The five segments, each given by `f`: a tuple again, so no index can fall outside. */
const eachSegment = (segments: CodeSegments, f: (segment: string, index: number) => string): CodeSegments => [
  f(segments[0], 0),
  f(segments[1], 1),
  f(segments[2], 2),
  f(segments[3], 3),
  f(segments[4], 4),
];

/** All digits typed so far, in order. */
export const totalDigits = (segments: CodeSegments): number => segments.reduce((n, s) => n + s.length, 0);

/** Spec §4: the dialog submits only at 43 digits or more. */
export const canSubmitCode = (segments: CodeSegments): boolean => totalDigits(segments) >= minimumCodeDigits;

/** The code as the API takes it: segments joined by dots. */
export const joinCode = (segments: CodeSegments): string => segments.join('.');

/**
 * Puts `digits` into the segments from `from` onwards, each up to its capacity, as a paste
 * of a whole code does; the segments before and after the ones it reaches are kept, what does
 * not fit is dropped.
 */
export const spreadDigits = (segments: CodeSegments, from: number, digits: string): CodeSegments => {
  let rest: string | undefined = digits;
  return eachSegment(segments, (segment, i) => {
    if (i < from || rest === undefined) return segment;
    const put = rest.slice(0, capacity(i));
    rest = rest.length > capacity(i) ? rest.slice(capacity(i)) : undefined;
    return put;
  });
};

export interface SegmentEdit {
  readonly segments: CodeSegments;
  /** The box that should have the focus after the edit. */
  readonly focus: number;
}

/**
 * What typing or pasting `raw` into box `index` does: non-digits stripped, overflow carried
 * into the next boxes, focus forward when a box fills and back when it is emptied.
 */
export const editSegment = (segments: CodeSegments, index: number, raw: string): SegmentEdit => {
  const digits = onlyDigits(raw);
  if (digits.length > capacity(index)) {
    const spread = spreadDigits(segments, index, digits);
    let last = index;
    let left = digits.length;
    for (let i = index; i < segmentCount && left > 0; i++) {
      last = i;
      left -= capacity(i);
    }
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `last` indexes the spread it was computed from
    const filledLast = spread[last]!.length === capacity(last);
    return { segments: spread, focus: filledLast ? Math.min(last + 1, segmentCount - 1) : last };
  }
  const next = eachSegment(segments, (segment, i) => (i === index ? digits : segment));
  if (digits.length === capacity(index) && index < segmentCount - 1) return { segments: next, focus: index + 1 };
  if (digits === '' && segments[index] !== '' && index > 0) return { segments: next, focus: index - 1 };
  return { segments: next, focus: index };
};

/** Reads a code written a.b.c.d.e; undefined unless every segment is digits within capacity and the total reaches 43. */
export const parseAccreditationCode = (code: string): CodeSegments | undefined => {
  const parts = code.split('.');
  // A sixth part has no room (capacity 0); four parts fall short of 43 digits.
  const fits = parts.every((p, i) => /^\d+$/.test(p) && p.length <= capacity(i) && (i === segmentCount - 1 || p.length === capacity(i)));
  if (!fits) return undefined;
  const segments = eachSegment(emptySegments, (_, i) => parts[i] ?? '');
  return canSubmitCode(segments) ? segments : undefined;
};
