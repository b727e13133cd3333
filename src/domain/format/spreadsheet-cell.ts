// A spreadsheet runs a cell that starts with =, +, - or @ (also after a tab or a carriage
// return) as a formula: a dentist's text could then call out to any address (OWASP's CSV
// injection). Such a cell is written with a leading apostrophe, which spreadsheets show as text.

const formulaStart = /^[=+\-@\t\r]/;

/** A cell's text as a CSV file may carry it without a spreadsheet reading a formula in it. */
export const spreadsheetCell = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);
