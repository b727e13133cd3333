import { TOKENS } from '../../application/tokens';
import { AttendantOrderFactory } from '../../application/attendant/attendant-order.factory';
import { AttendantHttpAdapter } from '../../infrastructure/http/attendant.http-adapter';
import { ApiClient } from '../../infrastructure/http/api-client';
import { area } from '../di/area';
import { attendantDialogs } from '../attendant/attendant.dialogs';
import { signedInArea } from './signed-in.area';
import { addressesArea } from './addresses.area';
import { uploadsArea } from './uploads.area';

/** The staff's order page. */
export const attendantArea = area(
  'attendant',
  [signedInArea, uploadsArea, addressesArea],
  ({ bind }) => {
    bind(TOKENS.AttendantGateway)
      .toDynamicValue((c) => new AttendantHttpAdapter(c.get(ApiClient)))
      .inSingletonScope();
    bind(AttendantOrderFactory).toSelf().inSingletonScope();
  },
  attendantDialogs,
);
