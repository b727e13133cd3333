import { parse } from 'csv-parse/sync';

/**
 * A CSV file as a spreadsheet (Excel, LibreOffice, Google Sheets) opens it: ';' between columns
 * as in Brazil, the BOM dropped, quotes undone; a cell is run as a formula when it starts with
 * =, +, - or @, also behind a tab or a carriage return, unless it reads as a plain number.
 */
export const spreadsheetCells = (csv: string): string[][] => parse(csv, { delimiter: ';', bom: true, relax_column_count: true });

export const readsAsFormula = (cell: string): boolean => /^[\t\r]*[=+\-@]/.test(cell) && !/^-?\d+([.,]\d+)?$/.test(cell);
