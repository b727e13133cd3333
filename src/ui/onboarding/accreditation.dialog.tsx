import { useEffect, useRef } from 'react';
import { useObservableState } from 'observable-hooks';
import { segmentCapacities, segmentInputMax } from '../../domain/people/accreditation-code';
import type { AccreditationDialogProps } from '../../application/onboarding/accreditation.view-model';
import { uiConfig } from '../config';
import { DialogTitle } from '../widgets/dialog-title';

/** 'Credenciamento pendente': five boxes for the certificate code (spec §2, §4, §5). */
export const AccreditationDialog = ({ props: { context, vm } }: { props: AccreditationDialogProps }) => {
  const state = useObservableState(vm.state$);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (state) boxes.current[state.focus]?.focus();
  }, [state?.focus, state]);
  if (!state) return null;

  return (
    <form
      className="dialog accreditation"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.submit();
      }}
    >
      <DialogTitle>Credenciamento pendente</DialogTitle>
      <p>Para fazer pedidos, informe o número do certificado de credenciamento que você recebeu.</p>
      <div className="code-boxes" role="group" aria-label="Número do certificado">
        {segmentCapacities.map((capacity, i) => (
          <input
            key={capacity * 10 + i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className={`code-boxes__box code-boxes__box--${capacity > 9 ? 'long' : capacity > 1 ? 'mid' : 'short'}`}
            aria-label={`Parte ${i + 1} do certificado`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={segmentInputMax}
            value={state.segments[i]}
            onChange={(e) => vm.edit(i, e.target.value)}
            onPaste={(e) => {
              e.preventDefault();
              vm.edit(i, e.clipboardData.getData('text'));
            }}
          />
        ))}
      </div>
      <p className="muted accreditation__contact">
        Ainda não tem o certificado? Fale com a gente pelo telefone <a href={`tel:${uiConfig.supportPhone.replace(/\D/g, '')}`}>{uiConfig.supportPhone}</a> ou pelo e-mail{' '}
        <a href={`mailto:${uiConfig.supportEmail}`}>{uiConfig.supportEmail}</a>.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={vm.close}>
          {context === 'new-order' ? 'Voltar' : 'Fechar'}
        </button>
        <button type="submit" className="button button--primary" disabled={!state.canSubmit || state.submitting}>
          Confirmar credenciamento
        </button>
      </div>
    </form>
  );
};
