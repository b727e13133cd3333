/** A cell of a grid of rows of different lengths. */
export interface GridPosition {
  readonly row: number;
  readonly col: number;
}

/**
 * WAI-ARIA grid keys: arrows move one cell (up and down keep the column, or the row's last
 * cell when it is shorter), Home and End go to the row's ends; anything else stays. The
 * grid's edges stop the move rather than wrap.
 */
export const moveInGrid = (rowLengths: readonly number[], at: GridPosition, key: string): GridPosition => {
  const last = (row: number) => Math.max(0, (rowLengths[row] ?? 1) - 1);
  const inRow = (row: number, col: number): GridPosition => ({ row, col: Math.min(Math.max(col, 0), last(row)) });
  switch (key) {
    case 'ArrowRight':
      return inRow(at.row, at.col + 1);
    case 'ArrowLeft':
      return inRow(at.row, at.col - 1);
    case 'ArrowDown':
      return at.row + 1 < rowLengths.length ? inRow(at.row + 1, at.col) : at;
    case 'ArrowUp':
      return at.row > 0 ? inRow(at.row - 1, at.col) : at;
    case 'Home':
      return inRow(at.row, 0);
    case 'End':
      return inRow(at.row, last(at.row));
    default:
      return at;
  }
};
