import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as on } from '../../contract/routes/payments.endpoints';
import { defaultPageSize } from '../../contract/common.contract';
import { brazilDayOf } from '../../domain/format/date';
import type { AppDeps } from '../app-deps';
import { sent, serve } from '../http/serve';
import { listLimits, pageOf } from '../http/paging';
import { ledgerCsv } from './ledger-csv';
import { chargeLedger, chargesToMatch, paymentsAside } from './charges.repository';
import * as E from 'fp-ts/Either';
import { chargeMessages } from '../../contract/charges.contract';
import { badRequest, conflict } from '../http/http-error';
import { creditsOfOfx, importStatement, recordCredit } from './import-statement';

/** The largest export: a year of a busy provider's charges. */
const exportLimit = 50_000;

/** "Financeiro": the dentist's charges of every order; every dentist's for the staff, also as CSV. */
export const ledgerRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
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

  serve(app, on.importStatement, async ({ user, body: { ofx } }) => {
    const credits = creditsOfOfx(ofx);
    if (E.isLeft(credits)) throw badRequest(chargeMessages.notOfx);
    return importStatement(db, credits.right, user, now(), newId);
  });

  serve(app, on.confirmCredit, async ({ user, body }) => {
    const [charge] = (await chargesToMatch(db, body.chargeId)).filter((c) => c.open);
    // A guess is by the charge's exact amount: any other amount is not this charge's payment.
    if (!charge || charge.amountCents !== body.amountCents) throw conflict(chargeMessages.notOpen);
    const outcome = await recordCredit(
      db,
      { account: body.account, fitId: body.fitId, amountCents: body.amountCents, postedOn: body.postedOn, memo: 'confirmado pela equipe' },
      charge,
      user,
      now(),
      newId,
    );
    if (outcome !== 'PAID') throw conflict(chargeMessages.notOpen);
  });

  serve(app, on.paymentsAside, async ({ query }) => paymentsAside(db, pageOf(query, listLimits.orders)));
};
