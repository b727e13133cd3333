import type { AddBalanceBody } from '../../contract/staff-order.contract';
import type { StaffGateway } from '../ports/staff-gateway';
import { dialogKind, type ModalQueue } from '../widgets/modal-queue';
import { staffOrderTexts } from './staff-order.texts';
import type { StaffSectionHost } from './staff-order.state';

export interface AddBalanceProps {
  readonly add: (body: AddBalanceBody) => Promise<boolean>;
}

export const addBalanceDialogKind = dialogKind<AddBalanceProps>('add-balance');

/** Staff credit steps to the dentist's or the patient's balance; the dialog closes once it took. */
export const openAddBalance = (host: StaffSectionHost, deps: { readonly staff: StaffGateway; readonly modals: ModalQueue }): void => {
  const id = deps.modals.open(addBalanceDialogKind, {
    add: async (body) => {
      const added = await host.store.run(() => deps.staff.addBalance(host.orderId, body), staffOrderTexts.balanceAdded);
      if (added) deps.modals.close(id);
      return added;
    },
  } satisfies AddBalanceProps);
};
