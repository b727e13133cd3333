import { stringify } from 'csv-stringify/sync';
import { formatInstantBrDateTime, isoDateToBr } from '../../domain/format/date';
import { chargeMethodLabels, chargeStatusLabels, chargeTitle } from '../../domain/payments/charge-plan';
import type { ChargeLine } from '../../contract/charges.contract';
import type * as t from 'io-ts';
import { spreadsheetCell } from '../../domain/format/spreadsheet-cell';

/**
 * The staff's ledger as a spreadsheet opens it in Brazil: ';' between columns, dates dd/MM/yyyy,
 * amounts with a decimal comma and no thousands mark, a BOM so accents read right, no cell a
 * spreadsheet would run as a formula. No patient
 * data: the finance team needs the order, the dentist and the money.
 */
export const ledgerCsv = (lines: readonly t.OutputOf<typeof ChargeLine>[]): string =>
  '\uFEFF' +
  stringify(
    lines.map((l) => [
      l.caseNumber ?? '',
      l.dentistName,
      chargeTitle(l),
      chargeMethodLabels[l.method],
      isoDateToBr(l.dueDate),
      chargeStatusLabels[l.status],
      (l.amountCents / 100).toFixed(2).replace('.', ','),
      l.paidAt ? formatInstantBrDateTime(l.paidAt) : '',
      l.refundDue ? 'Sim' : 'Não',
    ]),
    {
      delimiter: ';',
      cast: { string: spreadsheetCell },
      header: true,
      columns: ['Pedido', 'Dentista', 'Cobrança', 'Condição', 'Vencimento', 'Situação', 'Valor (R$)', 'Pago em', 'A devolver'],
    },
  );
