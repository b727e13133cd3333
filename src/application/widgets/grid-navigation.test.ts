import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveInGrid } from './grid-navigation';

const grid = fc
  .array(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 4 })
  .chain((rows) => fc.record({ rows: fc.constant(rows), at: fc.nat(rows.length - 1).chain((row) => fc.record({ row: fc.constant(row), col: fc.nat(rows[row]! - 1) })) }));
const keys = fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab', 'a', ' ');

describe('grid navigation', () => {
  it('always lands on a cell of the grid, whatever keys are pressed', () => {
    fc.assert(
      fc.property(grid, fc.array(keys, { maxLength: 40 }), ({ rows, at }, pressed) => {
        const end = pressed.reduce((p, key) => moveInGrid(rows, p, key), at);
        expect(end.row).toBeGreaterThanOrEqual(0);
        expect(end.row).toBeLessThan(rows.length);
        expect(end.col).toBeGreaterThanOrEqual(0);
        expect(end.col).toBeLessThan(rows[end.row]!);
      }),
    );
  });

  it('moves one cell sideways, stops at the ends, and Home and End reach them', () => {
    fc.assert(
      fc.property(grid, ({ rows, at }) => {
        const right = moveInGrid(rows, at, 'ArrowRight');
        expect(right).toEqual({ row: at.row, col: Math.min(at.col + 1, rows[at.row]! - 1) });
        expect(moveInGrid(rows, at, 'ArrowLeft')).toEqual({ row: at.row, col: Math.max(at.col - 1, 0) });
        expect(moveInGrid(rows, at, 'Home')).toEqual({ row: at.row, col: 0 });
        expect(moveInGrid(rows, at, 'End')).toEqual({ row: at.row, col: rows[at.row]! - 1 });
        if (at.col + 1 < rows[at.row]!) expect(moveInGrid(rows, right, 'ArrowLeft')).toEqual(at);
      }),
    );
  });

  it('moves between rows keeping the column where the other row has it, and ignores other keys', () => {
    fc.assert(
      fc.property(grid, fc.constantFrom('Tab', 'a', ' ', 'Enter'), ({ rows, at }, other) => {
        const down = moveInGrid(rows, at, 'ArrowDown');
        if (at.row + 1 < rows.length) expect(down).toEqual({ row: at.row + 1, col: Math.min(at.col, rows[at.row + 1]! - 1) });
        else expect(down).toEqual(at);
        if (at.row === 0) expect(moveInGrid(rows, at, 'ArrowUp')).toEqual(at);
        expect(moveInGrid(rows, at, other)).toEqual(at);
      }),
    );
  });
});
