import type { AddBalanceBody } from '../../contract/admin-order.contract';
import type { AttendantGateway } from '../ports/attendant-gateway';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import { attendantMessages } from './attendant-order.texts';
import type { StaffSectionHost } from './attendant-order.state';

export interface AddBalanceProps {
  readonly add: (body: AddBalanceBody) => Promise<boolean>;
}

export const addBalanceDialogKind = dialogKind<AddBalanceProps>('add-balance');

/** Staff credit steps to the dentist's or the patient's balance; the dialog closes once it took. */
export const openAddBalance = (host: StaffSectionHost, deps: { readonly staff: AttendantGateway; readonly modals: ModalQueue }): void => {
  const id = deps.modals.open(addBalanceDialogKind, {
    add: async (body) => {
      const added = await host.store.run(() => deps.staff.addBalance(host.orderId, body), attendantMessages.balanceAdded);
      if (added) deps.modals.close(id);
      return added;
    },
  } satisfies AddBalanceProps);
};
