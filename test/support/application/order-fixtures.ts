import type { OrderDetail, PlanningView } from '../../../src/contract/order-detail.contract';

/** Answers as the API gives them: a 14-step planning, not yet viewed, and its order waiting for approval. */
export const planningView = (over: Partial<PlanningView> = {}): PlanningView =>
  ({
    id: '00000000-0000-4000-8000-0000000000p1',
    number: 1,
    isCurrent: true,
    items: [{ id: 'i1', productCode: 'ALIGNER_STEP', description: 'Etapas', quantity: 14, unitCents: 32_000, main: true, thickness: null }],
    discounts: [],
    lostDiscounts: [],
    upgrade: null,
    comment: null,
    mainSteps: 14,
    bonus: { dentist: 0, kol: 0, patient: 0 },
    totalCents: 448_000,
    planningWebViewedAt: null,
    planningFileViewedAt: null,
    viewerUrl: null,
    stages: 'NONE',
    ...over,
  }) as PlanningView;

export const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail =>
  ({
    id: 'o1',
    caseNumber: 1040,
    status: 'WAITING_FOR_APPROVAL',
    statusHistory: [{ from: null, to: 'WAITING_FOR_APPROVAL', at: '2026-11-20T12:00:00.000Z', reason: null, actorName: 'Juliana Rocha' }],
    caseType: 'CASO_NOVO',
    productCategory: 'ALINHADORES',
    item: null,
    thickness: null,
    arcadeSuperior: true,
    arcadeInferior: true,
    modelProvideType: 'UPLOAD',
    modelUrl: null,
    createdAt: '2026-11-10T12:00:00.000Z',
    patient: { id: 'p', firstName: 'Rafael', lastName: 'Barbosa', cpf: null },
    dentist: { id: 'd', name: 'Ana', email: 'a@b.c', document: null, phone: null, kolPolicy: false },
    shippingAddress: null,
    billingAddress: null,
    attachments: [],
    plannings: [planningView()],
    payment: null,
    bonus: { product: 'ALINHADORES', wallet: { aligners: 20, retentions: 0 }, kol: null, available: { dentist: 20, kol: 0, patient: 0, kolUsedThisMonth: 0 } },
    offers: [{ id: 'of1', name: 'Trio Grip', description: '', priceCents: 35_000 }],
    messageTypes: [],
    planningSurveyPending: false,
    ...over,
  }) as OrderDetail;
