import { PageQuery } from '../address.contract';
import { IdParams } from '../common.contract';
import { endpoint, jsonBytesOfText, NoContent, Streamed } from '../endpoint';
import { maxStatementCharacters, statementTooLongMessage } from '../../domain/payments/statement-match';
import {
  AttachBoletoBody,
  CancelChargeBody,
  ChargeLedger,
  ChargeLedgerQuery,
  ChargeParams,
  ConfirmChargeBody,
  ConfirmCreditBody,
  OrderCharges,
  PaymentsAside,
  PixWebhookBody,
  PixWebhookParams,
  StatementBody,
  StatementImport,
} from '../charges.contract';

const listedPatients = {
  answer: (body: unknown) => ((body as { items?: { patient?: { id?: unknown } }[] }).items ?? []).map((l) => l.patient?.id).filter((id): id is string => typeof id === 'string'),
};

/** An order's charges for the dentist and the staff, and the PSP's word that a Pix arrived. */
export const paymentEndpoints = {
  /** "Financeiro": the dentist's charges of every order. */
  ledger: endpoint({ method: 'GET', path: '/api/charges', caller: 'dentist', query: ChargeLedgerQuery, answer: ChargeLedger, patientData: listedPatients }),
  /** The staff's "Financeiro": every dentist's charges; and the same as a CSV file. */
  staffLedger: endpoint({ method: 'GET', path: '/api/admin/charges', caller: 'staff', query: ChargeLedgerQuery, answer: ChargeLedger, patientData: listedPatients }),
  staffLedgerCsv: endpoint({ method: 'GET', path: '/api/admin/charges/export', caller: 'staff', query: ChargeLedgerQuery, answer: Streamed, patientData: 'none' }),
  charges: endpoint({ method: 'GET', path: '/api/orders/:id/charges', caller: 'signedIn', params: IdParams, answer: OrderCharges, patientData: 'order' }),
  staffCharges: endpoint({ method: 'GET', path: '/api/admin/orders/:id/charges', caller: 'staff', params: IdParams, answer: OrderCharges, patientData: 'order' }),
  confirmCharge: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/charges/:chargeId/confirm',
    caller: 'staff',
    params: ChargeParams,
    body: ConfirmChargeBody,
    answer: OrderCharges,
    patientData: 'order',
  }),
  cancelCharge: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/charges/:chargeId/cancel',
    caller: 'staff',
    params: ChargeParams,
    body: CancelChargeBody,
    answer: OrderCharges,
    patientData: 'order',
  }),
  /** The bank's boleto of a charge of a boleto condition: attached by the staff, downloaded by both. */
  attachBoleto: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/charges/:chargeId/boleto',
    caller: 'staff',
    params: ChargeParams,
    body: AttachBoletoBody,
    answer: OrderCharges,
    patientData: 'order',
  }),
  boleto: endpoint({ method: 'GET', path: '/api/orders/:id/charges/:chargeId/boleto', caller: 'signedIn', params: ChargeParams, answer: Streamed, patientData: 'order' }),
  staffBoleto: endpoint({ method: 'GET', path: '/api/admin/orders/:id/charges/:chargeId/boleto', caller: 'staff', params: ChargeParams, answer: Streamed, patientData: 'order' }),
  /** Payments recorded but kept aside, newest first, for the staff to sort out. */
  paymentsAside: endpoint({ method: 'GET', path: '/api/admin/payments/aside', caller: 'staff', query: PageQuery, answer: PaymentsAside, patientData: 'none' }),
  /** The bank's statement (OFX): credits naming a txid are recorded, those of a charge's amount await the staff's word. */
  importStatement: endpoint({
    method: 'POST',
    path: '/api/admin/statements',
    caller: 'staff',
    body: StatementBody,
    answer: StatementImport,
    patientData: 'none',
    largeBody: { bytes: jsonBytesOfText(maxStatementCharacters), message: statementTooLongMessage },
  }),
  confirmCredit: endpoint({ method: 'POST', path: '/api/admin/statements/confirm', caller: 'staff', body: ConfirmCreditBody, answer: NoContent, patientData: 'none' }),
  /** "Recibo" of a paid charge, as a PDF. */
  receipt: endpoint({ method: 'GET', path: '/api/orders/:id/charges/:chargeId/receipt', caller: 'signedIn', params: ChargeParams, answer: Streamed, patientData: 'order' }),
  staffReceipt: endpoint({ method: 'GET', path: '/api/admin/orders/:id/charges/:chargeId/receipt', caller: 'staff', params: ChargeParams, answer: Streamed, patientData: 'order' }),
  /** Called by the PSP, not a person: the path's token (PIX_WEBHOOK_TOKEN) says it is ours. */
  pixWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/pix/webhook/:token/pix',
    caller: 'anyone',
    params: PixWebhookParams,
    body: PixWebhookBody,
    answer: NoContent,
    patientData: 'none',
  }),
} as const;
