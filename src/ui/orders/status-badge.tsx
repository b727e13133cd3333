import { statusGroupOf, type OrderStatus } from '../../domain/order/order-status';

// Colour by group: attention for what waits on the dentist, calm for the rest.
const toneOf = (status: OrderStatus): string => {
  if (status === 'WAITING_FOR_APPROVAL' || status === 'WAITING_FOR_PAYMENT' || status === 'WAITING_NEW_FILE' || status === 'WAITING_NEW_MODEL') return 'attention';
  if (status === 'CANCELLED') return 'muted';
  if (status === 'DRAFT') return 'draft';
  return statusGroupOf(status) === 'POST_APPROVAL' ? 'done' : 'progress';
};

export const StatusBadge = ({ status, label }: { status: OrderStatus; label: string }) => <span className={`badge badge--${toneOf(status)}`}>{label}</span>;
