/* eslint-disable @typescript-eslint/no-non-null-assertion -- rows and teeth indexed within the chart's own fixed rows */
import { type KeyboardEvent, useRef, useState } from 'react';
import { type GridPosition, moveInGrid } from '../../application/widgets/grid-navigation';
import { lowerArch, pairId, upperArch } from '../../domain/prescription/tooth-chart';

type Mode = 'teeth' | 'spaces' | 'both';
type Item = number | string;

interface Props {
  readonly label: string;
  readonly mode: Mode;
  readonly selected: readonly Item[];
  readonly enabled: boolean;
  readonly onToggle: (item: Item) => void;
}

const arches = [
  { teeth: upperArch, name: 'arcada superior' },
  { teeth: lowerArch, name: 'arcada inferior' },
] as const;

const spaceAfter = (teeth: readonly number[], i: number): string | undefined => (teeth[i + 1] === undefined ? undefined : pairId(teeth[i]!, teeth[i + 1]!));

// What the keyboard moves through in an arch: the teeth, the spaces, or both, in chart order.
const clickable = (teeth: readonly number[], mode: Mode): Item[] =>
  teeth.flatMap((tooth, i) => {
    const space = spaceAfter(teeth, i);
    return [...(mode === 'spaces' ? [] : [tooth]), ...(space !== undefined && mode !== 'teeth' ? [space] : [])];
  });

/**
 * The 32 teeth in their arches, upper above lower, the patient's right on the left: one tab
 * stop per chart, arrows between teeth and spaces, Space or Enter to mark (WAI-ARIA grid).
 */
export const ToothChart = ({ label, mode, selected, enabled, onToggle }: Props) => {
  const rows = arches.map((a) => clickable(a.teeth, mode));
  const [at, setAt] = useState<GridPosition>({ row: 0, col: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = rows[at.row]?.[at.col] ?? rows[0]![0];
  const isOn = (item: Item) => selected.includes(item) || selected.includes(String(item));

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInGrid(
      rows.map((r) => r.length),
      at,
      event.key,
    );
    if (next === at) return;
    event.preventDefault();
    setAt(next);
    buttons.current.get(String(rows[next.row]![next.col]))?.focus();
  };
  const cell = (item: Item, row: number, className: string, ariaLabel: string, active: boolean, text?: number) => (
    <span role="gridcell">
      <button
        type="button"
        ref={(el) => {
          if (el) buttons.current.set(String(item), el);
          else buttons.current.delete(String(item));
        }}
        className={isOn(item) ? `${className} ${className}--on` : className}
        aria-pressed={isOn(item)}
        aria-label={ariaLabel}
        disabled={!enabled || !active}
        tabIndex={item === current ? 0 : -1}
        onFocus={() => setAt({ row, col: Math.max(0, rows[row]!.indexOf(item)) })}
        onClick={() => onToggle(item)}
      >
        {text}
      </button>
    </span>
  );

  return (
    // Switched off, its teeth take no focus: the chart itself does, so a keyboard can scroll it on a phone.
    <div
      className={enabled ? 'chart' : 'chart chart--off'}
      role="grid"
      aria-label={label}
      aria-disabled={!enabled}
      tabIndex={enabled ? undefined : 0}
      onKeyDown={enabled ? onKeyDown : undefined}
    >
      {arches.map(({ teeth, name }, row) => (
        <div key={name} className={row === 0 ? 'chart__arch' : 'chart__arch chart__arch--lower'} role="rowgroup" aria-label={`${label}: ${name}`}>
          {/* The patient's right and left quadrants, each a row: side by side, stacked on a phone. The arrows still move along the whole arch. */}
          {[teeth.slice(0, teeth.length / 2), teeth.slice(teeth.length / 2)].map((half, h) => (
            <span key={h} className="chart__half" role="row">
              {half.map((tooth, j) => {
                const space = spaceAfter(teeth, h * half.length + j);
                return (
                  <span key={tooth} className="chart__cell">
                    {cell(tooth, row, 'chart__tooth', `Dente ${tooth}`, mode !== 'spaces', tooth)}
                    {space !== undefined && mode !== 'teeth' && cell(space, row, 'chart__space', `Espaço ${space}`, true)}
                  </span>
                );
              })}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
};
