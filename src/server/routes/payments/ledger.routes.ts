import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as on } from '../../../contract/routes/payments.endpoints';
import { defaultPageSize } from '../../../contract/common.contract';
import { brazilDayOf } from '../../../domain/format/date';
import type { AppDeps } from '../../app-deps';
import { sent, serve } from '../../http/serve';
import { ledgerCsv } from '../../payments/ledger-csv';
import { chargeLedger } from '../../repositories/charges.repository';

/** The largest export: a year of a busy provider's charges. */
const exportLimit = 50_000;

/** "Financeiro" (issue 35): the dentist's charges of every order; every dentist's for the staff, also as CSV. */
export const ledgerRoutes = (app: FastifyInstance, { db, now }: AppDeps): void => {
  serve(app, on.ledger, async ({ user, query }) =>
    chargeLedger(db, { dentistId: user.id, status: query.status, today: brazilDayOf(now()), page: query.page ?? 1, limit: query.limit ?? defaultPageSize }),
  );
  serve(app, on.staffLedger, async ({ query }) =>
    chargeLedger(db, { status: query.status, today: brazilDayOf(now()), page: query.page ?? 1, limit: query.limit ?? defaultPageSize }),
  );
  serve(app, on.staffLedgerCsv, async ({ query, reply }) => {
    const day = brazilDayOf(now());
    const { items } = await chargeLedger(db, { status: query.status, today: day, page: 1, limit: exportLimit });
    return sent(
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="cobrancas-${day}.csv"`)
        .send(ledgerCsv(items)),
    );
  });
};
