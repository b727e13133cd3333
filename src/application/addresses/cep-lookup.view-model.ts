import { BehaviorSubject, type Observable } from 'rxjs';
import { formatCep } from '../../domain/format/mask';
import type { AddressForm } from '../../domain/people/address';
import { makerId } from '../view-model-maker';

export interface CepLookupState {
  /** The fields the lookup filled are locked until the CEP changes. */
  readonly locked: boolean;
  readonly lookingUp: boolean;
}

export type LookedUpFields = Partial<Pick<AddressForm, 'street' | 'neighborhood' | 'city' | 'state'>>;

/**
 * The address form's postal-code lookup (spec §5): a CEP typed in full is looked up, its
 * street, neighbourhood, city and state fill the form and stay locked; an incomplete or unknown
 * CEP unlocks them for the person to type.
 */
export class CepLookupViewModel {
  private readonly state = new BehaviorSubject<CepLookupState>({ locked: false, lookingUp: false });
  readonly state$: Observable<CepLookupState> = this.state.asObservable();

  constructor(private readonly lookup: (cep: string) => Promise<LookedUpFields | undefined>) {}

  /** The CEP as typed, formatted, and what the lookup found for it (nothing while incomplete or unknown). */
  async changed(text: string): Promise<{ readonly cep: string; readonly found?: LookedUpFields }> {
    const cep = formatCep(text);
    if (cep.length !== 9) {
      this.state.next({ locked: false, lookingUp: false });
      return { cep };
    }
    this.state.next({ ...this.state.value, lookingUp: true });
    const found = await this.lookup(cep);
    this.state.next({ locked: found !== undefined, lookingUp: false });
    return found ? { cep, found } : { cep };
  }
}

/** How the address form gets its lookup: its area binds the maker. */
export const cepLookups = makerId<[], CepLookupViewModel>('CepLookupViewModel');
