import * as E from 'fp-ts/Either';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { HeldEdits, HeldInput } from '../session/held-edits';
import type { Notifications } from '../widgets/notifications';
import type { PageStore } from '../widgets/page-store';
import { messageInput, type MessageDraft, type MessageView, toMessageView } from './order-messages';
import { orderPageMessages } from './order.texts';

/**
 * An order's conversation as a section of either order page, on the page's store (as
 * `PlanningPayment` is): the message form's input kept when the session ends, and sending, which
 * adds the message to the page as it was stored.
 */
export class OrderMessagesSection {
  /** The message form's input kept when the session ends. */
  readonly input: HeldInput<MessageDraft>;

  constructor(
    private readonly orderId: string,
    private readonly store: Pick<PageStore<{ readonly busy: boolean; readonly messages: readonly MessageView[] }>, 'state' | 'patch' | 'fail'>,
    private readonly deps: {
      readonly gateway: Pick<OrderSectionsGateway, 'postMessage'>;
      readonly notifications: Notifications;
      readonly held?: HeldEdits;
    },
  ) {
    this.input = messageInput(deps.held, orderId);
  }

  async send(messageTypeId: string, text: string): Promise<boolean> {
    const result = await this.deps.gateway.postMessage(this.orderId, messageTypeId, text);
    if (E.isLeft(result)) {
      this.store.fail(result.left.message);
      return false;
    }
    this.store.patch({ messages: [...this.store.state.messages, toMessageView(result.right)] });
    this.deps.notifications.success(orderPageMessages.messageSent);
    return true;
  }
}
