import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { ChangeAddressBody, OrderMessage } from '../../contract/planning-actions.contract';
import type { PlanningStages } from '../../contract/planning-stages.contract';
import type { ApiResult } from './api-error';
import type { OrderCharges } from '../../contract/charges.contract';

/**
 * The calls of the sections both order pages share (messages, files, scans, addresses). The
 * dentist's and the staff's gateways each make them on their own endpoints.
 */
export interface OrderSectionsGateway {
  changeAddress(orderId: string, body: ChangeAddressBody): ApiResult<void>;
  addAttachment(orderId: string, attachmentId: string, type: AttachmentKind): ApiResult<void>;
  postMessage(orderId: string, messageTypeId: string, message: string): ApiResult<OrderMessage>;
  /** Addresses the browser downloads from directly (same origin, session cookie). */
  attachmentUrl(orderId: string, attachmentId: string): string;
  /** A scan's 3D preview, which is also a picture's thumbnail. */
  scanPreviewUrl(orderId: string, attachmentId: string): string;
  /** A planning's stages in 3D, with the IPR and attachments by stage. */
  planningStages(orderId: string, planningId: string): ApiResult<PlanningStages>;
  /** "Tabela de IPR e attachments" as a PDF to download. */
  chairChartUrl(orderId: string, planningId: string): string;
  /** The order's charges, each with its Pix code while open. */
  charges(orderId: string): ApiResult<OrderCharges>;
  /** A paid charge's receipt, a PDF the browser downloads. */
  receiptUrl(orderId: string, chargeId: string): string;
  /** The bank's boleto the staff attached to a charge, a PDF the browser downloads. */
  boletoUrl(orderId: string, chargeId: string): string;
}
