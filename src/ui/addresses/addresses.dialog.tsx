import { useObservableState } from 'observable-hooks';
import { useContext } from 'react';
import type { AddressesDialogProps } from '../../application/addresses/address-book.view-model';
import { AddressIcon, EditIcon, PlusIcon } from '../widgets/icons';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { ModalIdContext } from '../widgets/modal-id-context';
import { DialogTitle } from '../widgets/dialog-title';

/** The grid of the dentist's addresses, with new, edit and delete. */
export const AddressesDialog = ({ props: { book }, close }: { props: AddressesDialogProps; close: () => void }) => {
  const modalId = useContext(ModalIdContext);
  const state = useObservableState(book.state$, { loading: true, cards: [] });
  return (
    <div className="dialog dialog--grid">
      <div className="dialog__head">
        <DialogTitle>{book.title}</DialogTitle>
        <button type="button" className="button button--primary button--small" onClick={() => book.openForm(modalId)}>
          <PlusIcon /> Novo endereço
        </button>
      </div>
      <LoadingWrapper visible={state.loading && state.cards.length === 0}>
        {state.cards.length === 0 ? (
          <p className="muted">Nenhum endereço cadastrado. Cadastre o endereço de entrega e o de cobrança.</p>
        ) : (
          <ul className="address-grid">
            {state.cards.map((card) => (
              <li key={card.address.id} className="address-card">
                <div className="address-card__title">
                  <AddressIcon />
                  <strong>{card.title}</strong>
                </div>
                <p>{card.summary}</p>
                <div className="address-card__tags">
                  {card.tags.map((tag) => (
                    <span key={tag} className="badge badge--muted">
                      {tag}
                    </span>
                  ))}
                </div>
                <div className="address-card__actions">
                  <button type="button" className="button button--small" onClick={() => book.openForm(modalId, card.address)} aria-label={`Editar ${card.title}`}>
                    <EditIcon /> Editar
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={() => void book.remove(modalId, card.address.id)}
                    aria-label={`Excluir ${card.title}`}
                  >
                    Excluir
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadingWrapper>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={close}>
          Fechar
        </button>
      </div>
    </div>
  );
};
