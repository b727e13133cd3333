import type { DraftOrder } from '../../../domain/order/draft-order';
import { caseTypeLabel } from '../../../domain/order/order-labels';
import { alignerProductLabels, alignerProducts, thicknessLabels, type Thickness } from '../../../domain/order/products';
import { arcadesLabel } from '../../../domain/order/order-labels';
import type { NewOrderViewModel } from '../../../application/orders/new-order.view-model';
import { AlignerIcon, ArcadeIcon, ContentionIcon, ContinuationIcon, NewCaseIcon } from '../../widgets/icons';
import { ChoiceCard } from './choice-card';
import { PlainTextField } from '../../widgets/text-field';
import { textLimits } from '../../../domain/shared/text-limits';

type StepProps = { readonly draft: DraftOrder; readonly wizard: NewOrderViewModel };

export const ProductStep = ({ draft, wizard }: StepProps) => (
  <div className="choices" role="radiogroup" aria-label="Produto">
    <ChoiceCard
      selected={draft.product === 'ALINHADORES'}
      onSelect={() => wizard.dispatch({ type: 'productChosen', product: 'ALINHADORES' })}
      title="Alinhadores"
      description="Tratamento com alinhadores transparentes."
      icon={<AlignerIcon />}
    />
    <ChoiceCard
      selected={draft.product === 'PLACA_CONTENCAO'}
      onSelect={() => wizard.dispatch({ type: 'productChosen', product: 'PLACA_CONTENCAO' })}
      title="Placa de contenção"
      description="Contenção ao fim do tratamento."
      icon={<ContentionIcon />}
    />
  </div>
);

export const CustomizeStep = ({ draft, wizard }: StepProps) => (
  <div className="customize">
    <h3>Tipo de caso</h3>
    <div className="choices choices--compact" role="radiogroup" aria-label="Tipo de caso">
      <ChoiceCard
        selected={draft.caseType === 'CASO_NOVO'}
        onSelect={() => wizard.dispatch({ type: 'caseTypeChosen', caseType: 'CASO_NOVO' })}
        title={caseTypeLabel('CASO_NOVO')}
        icon={<NewCaseIcon />}
      />
      {draft.product !== 'PLACA_CONTENCAO' && (
        <ChoiceCard
          selected={draft.caseType === 'CASO_CONTINUACAO'}
          onSelect={() => wizard.dispatch({ type: 'caseTypeChosen', caseType: 'CASO_CONTINUACAO' })}
          title={caseTypeLabel('CASO_CONTINUACAO')}
          description="Novas etapas de um tratamento com alinhadores em andamento."
          icon={<ContinuationIcon />}
        />
      )}
    </div>
    <h3>Arcadas {draft.arcadeSuperior || draft.arcadeInferior ? <span className="muted">({arcadesLabel(draft.arcadeSuperior, draft.arcadeInferior)})</span> : null}</h3>
    <div className="choices choices--compact">
      <ChoiceCard role="checkbox" selected={draft.arcadeSuperior} onSelect={() => wizard.dispatch({ type: 'archToggled', arch: 'upper' })} title="Superior" icon={<ArcadeIcon />} />
      <ChoiceCard
        role="checkbox"
        selected={draft.arcadeInferior}
        onSelect={() => wizard.dispatch({ type: 'archToggled', arch: 'lower' })}
        title="Inferior"
        icon={
          <span className="flip">
            <ArcadeIcon />
          </span>
        }
      />
    </div>
    {draft.product === 'ALINHADORES' && (
      <>
        <h3>Alinhador</h3>
        <div className="choices choices--compact" role="radiogroup" aria-label="Alinhador">
          {alignerProducts.map((item) => (
            <ChoiceCard key={item} selected={draft.item === item} onSelect={() => wizard.dispatch({ type: 'itemChosen', item })} title={alignerProductLabels[item]} />
          ))}
        </div>
      </>
    )}
    {draft.product === 'PLACA_CONTENCAO' && (
      <>
        <h3>Espessura</h3>
        <div className="choices choices--compact" role="radiogroup" aria-label="Espessura">
          {(Object.keys(thicknessLabels) as Thickness[]).map((thickness) => (
            <ChoiceCard
              key={thickness}
              selected={draft.thickness === thickness}
              onSelect={() => wizard.dispatch({ type: 'thicknessChosen', thickness })}
              title={thicknessLabels[thickness]}
            />
          ))}
        </div>
        <PlainTextField
          label="Informações adicionais (opcional)"
          rows={3}
          value={draft.contentionAdditionalInfo}
          onChange={(text) => wizard.dispatch({ type: 'additionalInfoChanged', text })}
          max={textLimits.contentionInfo}
        />
      </>
    )}
  </div>
);

export const ShippingStep = ({ draft, wizard }: StepProps) => (
  <div className="customize">
    <div className="choices" role="radiogroup" aria-label="Como os modelos chegam">
      <ChoiceCard
        selected={draft.shippingMethod === 'UPLOAD'}
        onSelect={() => wizard.dispatch({ type: 'shippingChosen', method: 'UPLOAD' })}
        title="Enviar arquivos"
        description="Escaneamento intraoral em STL ou PLY, enviado no próximo passo."
      />
      <ChoiceCard
        selected={draft.shippingMethod === 'MODEL_URL'}
        onSelect={() => wizard.dispatch({ type: 'shippingChosen', method: 'MODEL_URL' })}
        title="Link dos modelos"
        description="Um link para baixar os arquivos (scanner, nuvem)."
      />
      <ChoiceCard
        selected={draft.shippingMethod === 'PHYSICAL_DELIVERY'}
        onSelect={() => wizard.dispatch({ type: 'shippingChosen', method: 'PHYSICAL_DELIVERY' })}
        title="Entrega física"
        description="Moldagem em gesso enviada pelo correio."
      />
    </div>
    {draft.shippingMethod === 'MODEL_URL' && (
      <PlainTextField
        label="Link dos modelos"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft.modelUrl}
        onChange={(url) => wizard.dispatch({ type: 'modelUrlChanged', url })}
        max={textLimits.modelUrl}
      />
    )}
  </div>
);
