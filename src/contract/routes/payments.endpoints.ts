import { IdParams } from '../common.contract';
import { endpoint, NoContent } from '../endpoint';
import { ChargeParams, ConfirmChargeBody, OrderCharges, PixWebhookBody, PixWebhookParams } from '../charges.contract';

/** Issue 35: an order's charges for the dentist and the staff, and the PSP's word that a Pix arrived. */
export const paymentEndpoints = {
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
