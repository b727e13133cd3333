import type { AnyEndpoint } from '../endpoint';
import { addressEndpoints } from './addresses.endpoints';
import { orderEndpoints } from './orders.endpoints';
import { draftEndpoints } from './drafts.endpoints';
import { orderPageEndpoints } from './order-page.endpoints';
import { accountEndpoints, patientEndpoints } from './people.endpoints';
import { sessionEndpoints } from './session.endpoints';
import { staffEndpoints } from './staff.endpoints';
import { eventEndpoints } from './events.endpoints';
import { uploadEndpoints } from './uploads.endpoints';
import { sharedEndpoints } from './shared.endpoints';
import { paymentEndpoints } from './payments.endpoints';
import { mailEndpoints } from './mail.endpoints';

/** Every endpoint of the API: the server serves exactly these, and the security suites walk them. */
export const routeTable: readonly AnyEndpoint[] = [
  sessionEndpoints,
  accountEndpoints,
  patientEndpoints,
  addressEndpoints,
  orderEndpoints,
  draftEndpoints,
  orderPageEndpoints,
  staffEndpoints,
  eventEndpoints,
  uploadEndpoints,
  sharedEndpoints,
  paymentEndpoints,
  mailEndpoints,
].flatMap((area: Readonly<Record<string, AnyEndpoint>>) => Object.values(area));
