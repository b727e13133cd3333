import type { Arch } from '../../domain/order/arch';
import type { OrderStatus } from '../../domain/order/order-status';
import type { AddBalanceBody, StaffOrderDetail, StaffOrderPatchBody, DiscountBody, PlanningPatchBody, Product, StaffMember, StatusPage } from '../../contract/staff-order.contract';
import type { AddressPage } from '../../contract/address.contract';
import type { Patient, PatientBody, PatientPage } from '../../contract/patient.contract';
import type { BalanceBody, OrderMessagePage } from '../../contract/planning-actions.contract';
import type { MessageType } from '../../contract/order-detail.contract';
import type { SendStagesBody } from '../../contract/planning-stages.contract';
import type { ChairWork } from '../../domain/planning/chair-work';
import type { OrderCharges } from '../../contract/charges.contract';
import type { ApiResult } from './api-error';
import type { OrderSectionsGateway } from './order-sections-gateway';
import type { AddressesGateway } from './addresses-gateway';

/** Staff calls on one order and its dentist (spec §7, orders admin). */
export interface StaffGateway extends OrderSectionsGateway {
  /** A payment confirmed by hand, with how the staff member knows. */
  confirmCharge(orderId: string, chargeId: string, reason: string): ApiResult<OrderCharges>;
  /** One open charge cancelled, with why. */
  cancelCharge(orderId: string, chargeId: string, reason: string): ApiResult<OrderCharges>;
  /** The bank's boleto of a charge: its PDF (uploaded first) and linha digitável. */
  attachBoleto(orderId: string, chargeId: string, attachmentId: string, linhaDigitavel: string): ApiResult<OrderCharges>;
  load(orderId: string): ApiResult<StaffOrderDetail>;
  statuses(): ApiResult<StatusPage>;
  employees(): ApiResult<readonly StaffMember[]>;
  consultants(): ApiResult<readonly StaffMember[]>;
  messageTypes(): ApiResult<readonly MessageType[]>;
  messages(orderId: string): ApiResult<OrderMessagePage>;
  products(): ApiResult<readonly Product[]>;
  dentistPatients(dentistId: string): ApiResult<PatientPage>;
  createDentistPatient(dentistId: string, patient: PatientBody): ApiResult<Patient>;
  updatePatient(patientId: string, patient: PatientBody): ApiResult<Patient>;
  dentistAddresses(dentistId: string): ApiResult<AddressPage>;
  /** The dentist's addresses as an address book manages them, through the admin calls. */
  dentistAddressBook(dentistId: string): AddressesGateway;
  edit(orderId: string, body: StaffOrderPatchBody): ApiResult<StaffOrderDetail>;
  cancel(orderId: string, reason: string): ApiResult<OrderStatus>;
  requestApproval(orderId: string): ApiResult<OrderStatus>;
  addBalance(orderId: string, body: AddBalanceBody): ApiResult<void>;
  createPlanning(orderId: string, basedOnPrevious: boolean): ApiResult<void>;
  updatePlanning(orderId: string, planningId: string, body: PlanningPatchBody): ApiResult<void>;
  addDiscount(orderId: string, planningId: string, body: DiscountBody): ApiResult<void>;
  removeDiscount(orderId: string, planningId: string, discountId: string): ApiResult<void>;
  addProduct(orderId: string, planningId: string, productId: string, quantity: number): ApiResult<void>;
  removeProduct(orderId: string, planningId: string, itemId: string): ApiResult<void>;
  changeArch(orderId: string, planningId: string, change: 'add' | 'remove', arch: Arch): ApiResult<void>;
  setBalance(orderId: string, planningId: string, body: BalanceBody): ApiResult<void>;
  /** The stage models' ZIP a finished upload became. */
  sendStages(orderId: string, planningId: string, body: SendStagesBody): ApiResult<void>;
  /** Whether the current planning answers a comment the dentist sent on an earlier one. */
  answerPlanComment(orderId: string, planningId: string, commentId: string, answered: boolean): ApiResult<void>;
  /** A planning's IPR and attachments by stage, all of them. */
  setChairWork(orderId: string, planningId: string, work: ChairWork): ApiResult<void>;
  changePatient(orderId: string, patientId: string): ApiResult<void>;
  setOnyxCode(dentistId: string, onyxCode: string): ApiResult<void>;
  /** A password-recovery e-mail to the dentist. */
  sendPasswordReset(dentistId: string): ApiResult<{ readonly message: string }>;
  planningFileUrl(orderId: string, planningId: string): string;
}
