import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { BehaviorSubject, type Observable } from 'rxjs';
import { addressSummary, type AddressForm, addressTitle, emptyAddressForm } from '../../domain/people/address';
import { onlyDigits } from '../../domain/format/mask';
import type { Address } from '../../contract/address.contract';
import type { AddressesGateway, PostalCodeLookup } from '../ports/addresses-gateway';
import { TOKENS } from '../tokens';
import { ConfirmDialogs } from '../widgets/confirm-dialog';
import { dialogKind, ModalQueue } from '../widgets/modal-queue';
import { Notifications } from '../widgets/notifications';
import type { HeldEdits, HeldInput } from '../session/held-edits';

export const addressesDialogKind = dialogKind<AddressesDialogProps>('addresses');
export const addressFormDialogKind = dialogKind<AddressFormProps>('new-address');

export const addressBookMessages = {
  saved: 'Endereço salvo com sucesso!',
  removed: 'Endereço excluído.',
  confirmTitle: 'Excluir endereço',
  confirmText: 'Deseja mesmo excluir este endereço? Os pedidos já feitos não mudam.',
} as const;

export interface AddressCard {
  readonly address: Address;
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
}

export interface AddressBookState {
  readonly loading: boolean;
  readonly cards: readonly AddressCard[];
}

export interface AddressFormProps {
  readonly book: AddressBookViewModel;
  readonly initial: AddressForm;
  readonly editingId: string | undefined;
}

/** Enough of an address form to tell it from anything else kept under its key. */
const HeldAddress = t.type({ cep: t.string, buyAs: t.string });
const isAddressForm = (v: unknown): v is AddressForm => HeldAddress.is(v);

/** The address form's share of `HeldEdits`: an address half typed when the session ended is there again when the form next opens. */
export const addressFormInput = (held: HeldEdits, editingId: string | undefined): HeldInput<AddressForm> => held.input(`address:${editingId ?? 'new'}`, isAddressForm);

/** The grid dialog talks to the book that opened it: the dentist's own, or one staff opened for a dentist. */
export interface AddressesDialogProps {
  readonly book: AddressBookViewModel;
}

/** Fields filled from a postal-code lookup, which the form then locks. */
export const lockedByLookup = ['street', 'neighborhood', 'city', 'state'] as const;

const toCard = (address: Address): AddressCard => ({
  address,
  title: addressTitle(address),
  summary: addressSummary(address),
  tags: [address.isShipping ? 'Entrega' : '', address.isBilling ? 'Cobrança' : '', address.isDentalClinic ? 'Clínica' : ''].filter(Boolean),
});

/** The dentist's addresses: the selection grid, the form, and the postal-code lookup. */
@injectable()
export class AddressBookViewModel {
  private readonly subject = new BehaviorSubject<AddressBookState>({ loading: false, cards: [] });
  readonly state$: Observable<AddressBookState> = this.subject.asObservable();
  /** The grid's title. */
  title = 'Meus endereços';

  constructor(
    @inject(TOKENS.AddressesGateway) private readonly addresses: AddressesGateway,
    @inject(TOKENS.PostalCodeLookup) private readonly postalCodes: PostalCodeLookup,
    @inject(ModalQueue) private readonly modals: ModalQueue,
    @inject(ConfirmDialogs) private readonly confirm: ConfirmDialogs,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  /** The same book over another dentist's addresses, for staff (admin calls behind `addresses`). */
  forDentist(addresses: AddressesGateway, title: string): AddressBookViewModel {
    const book = new AddressBookViewModel(addresses, this.postalCodes, this.modals, this.confirm, this.notifications);
    book.title = title;
    return book;
  }

  /** Opens the grid of addresses and loads them. */
  openGrid(): void {
    this.modals.open(addressesDialogKind, { book: this } satisfies AddressesDialogProps);
    void this.reload();
  }

  /** Opens the form in place of the grid, which comes back when the form closes. */
  openForm(gridId: number | undefined, address?: Address): void {
    if (gridId !== undefined) this.modals.close(gridId);
    const initial: AddressForm = address ? { ...emptyAddressForm, ...address } : emptyAddressForm;
    this.modals.open(addressFormDialogKind, { book: this, initial, editingId: address?.id } satisfies AddressFormProps, {
      priority: true,
      dismissible: false,
      onClosed: () => {
        if (gridId !== undefined) this.openGrid();
        else void this.reload();
      },
    });
  }

  async reload(): Promise<void> {
    this.subject.next({ ...this.subject.value, loading: true });
    const result = await this.addresses.list();
    if (E.isLeft(result)) {
      if (result.left._tag !== 'Unauthorized') this.notifications.error(result.left.message);
      this.subject.next({ ...this.subject.value, loading: false });
      return;
    }
    this.subject.next({ loading: false, cards: result.right.items.map(toCard) });
  }

  /** Saves a new or edited address; true when it was stored. */
  async save(form: AddressForm, editingId: string | undefined): Promise<boolean> {
    const result = editingId ? await this.addresses.update(editingId, form) : await this.addresses.create(form);
    if (E.isLeft(result)) {
      this.notifications.error(result.left.message);
      return false;
    }
    this.notifications.success(addressBookMessages.saved);
    return true;
  }

  /** Asks first; the grid steps aside for the question (one dialog at a time) and comes back. */
  async remove(gridId: number | undefined, id: string): Promise<void> {
    if (gridId !== undefined) this.modals.close(gridId);
    const confirmed = await this.confirm.ask(addressBookMessages.confirmTitle, addressBookMessages.confirmText);
    if (confirmed) {
      const result = await this.addresses.remove(id);
      if (E.isLeft(result)) this.notifications.error(result.left.message);
      else this.notifications.success(addressBookMessages.removed);
    }
    if (gridId !== undefined) this.openGrid();
  }

  /**
   * Spec §5: a full CEP (9 characters with the mask) is looked up; found, its street,
   * neighbourhood, city and state fill the form and lock; otherwise the message shows and
   * nothing locks.
   */
  async lookupCep(cep: string): Promise<Partial<Pick<AddressForm, (typeof lockedByLookup)[number]>> | undefined> {
    const result = await this.postalCodes.lookup(onlyDigits(cep));
    if (E.isLeft(result)) {
      this.notifications.error(result.left.message);
      return undefined;
    }
    const a = result.right;
    return { street: a.logradouro, neighborhood: a.bairro, city: a.localidade, state: a.uf };
  }
}
