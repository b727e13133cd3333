import type { RouteObject } from 'react-router-dom';
import type { OrderListTab } from '../domain/order/order-status';
import type { FilterOrigin } from '../contract/filters.contract';
import type { OrdersScope } from '../application/ports/gateways';
import { AuthLayout } from './shell/auth-layout';
import { RequireSession } from './shell/require-session';
import { LoginPage } from './pages/login.page';
import { NotFoundPage } from './pages/not-found.page';
import { lazy, Suspense } from 'react';
import { LoadingWrapper } from './widgets/loading-wrapper';
import { staffOrderPageChunk, orderPageChunk } from './page-chunks';
import { landingPageModules, publicLandingPageModules } from './landing-pages';

// Every page but sign-in loads when first visited, so the login page carries only itself.
const RegisterPage = lazy(() => import('./pages/register.page').then((m) => ({ default: m.RegisterPage })));
const CompleteRegistrationPage = lazy(() => import('./pages/complete-registration.page').then((m) => ({ default: m.CompleteRegistrationPage })));
const NewOrderPage = lazy(() => import('./orders/new-order.page').then((m) => ({ default: m.NewOrderPage })));
const PrescriptionPage = lazy(() => import('./prescription/prescription.page').then((m) => ({ default: m.PrescriptionPage })));
const PrescriptionPrintPage = lazy(() => import('./prescription/prescription-print.page').then((m) => ({ default: m.PrescriptionPrintPage })));
const OrderPage = lazy(() => orderPageChunk().then((m) => ({ default: m.OrderPage })));
const StaffOrderPage = lazy(() => staffOrderPageChunk().then((m) => ({ default: m.StaffOrderPage })));
const SharedPlanPage = lazy(() => import('./plan-review/shared-plan.page').then((m) => ({ default: m.SharedPlanPage })));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password.page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/reset-password.page').then((m) => ({ default: m.ResetPasswordPage })));
const TermsPage = lazy(() => import('./pages/legal/terms.page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./pages/legal/privacy.page').then((m) => ({ default: m.PrivacyPage })));
const UnsubscribePage = lazy(() => import('./pages/unsubscribe.page').then((m) => ({ default: m.UnsubscribePage })));
const ClinicalPreferencesPage = lazy(() => import('./prescription/clinical-preferences.page').then((m) => ({ default: m.ClinicalPreferencesPage })));
const DashboardPage = lazy(() => import('./dashboard/dashboard.page').then((m) => ({ default: m.DashboardPage })));
const MyDataPage = lazy(() => import('./pages/my-data.page').then((m) => ({ default: m.MyDataPage })));
const LedgerPage = lazy(() => import('./payments/ledger.page').then((m) => ({ default: m.LedgerPage })));
const OrdersListPage = lazy(() => import('./orders/orders-list.page').then((m) => ({ default: m.OrdersListPage })));

/**
 * The built page the server starts a route from, with that route's code preloaded
 * (landing-pages.json, written by the build from this table; prerender.tsx): no request waits
 * for the entry to run before the page's own chunks are asked for.
 */
const landingOn = (landing: keyof typeof landingPageModules | keyof typeof publicLandingPageModules | 'login.html') => ({ landing });

const later = (element: React.ReactNode) => <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>{element}</Suspense>;

const listTabs = [
  ['orders', 'active'],
  ['orders/completed', 'completed'],
  ['orders/physical-delivery', 'physical-delivery'],
] as const satisfies readonly (readonly [string, OrderListTab])[];

const listAreas = { own: '', all: '/attendant' } as const satisfies Record<OrdersScope, string>;

const listRoutes = (scope: OrdersScope, origin: FilterOrigin): RouteObject[] =>
  listTabs.map(([path, tab]) => ({
    path: `${listAreas[scope]}/${path}`,
    element: later(<OrdersListPage key={`${scope}-list`} scope={scope} origin={origin} tab={tab} />),
    handle: landingOn('orders.html'),
  }));

export const routes: RouteObject[] = [
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage />, handle: landingOn('login.html') },
      { path: 'register', element: later(<RegisterPage />) },
      { path: 'forgot-password', element: later(<ForgotPasswordPage />) },
      { path: 'reset-password', element: later(<ResetPasswordPage />) },
      { path: 'register/complete/:userId', element: later(<CompleteRegistrationPage />) },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      ...listRoutes('own', 'ORDERS'),
      { path: '/my-data', element: later(<MyDataPage />) },
      { path: '/clinical-preferences', element: later(<ClinicalPreferencesPage />) },
      { path: '/financeiro', element: later(<LedgerPage key="own-ledger" scope="own" />) },
      { path: '/attendant/financeiro', element: later(<LedgerPage key="all-ledger" scope="all" />) },
      { path: '/attendant/painel', element: later(<DashboardPage />), handle: landingOn('dashboard.html') },
      { path: '/orders/new/:draftId?/:step?', element: later(<NewOrderPage />), handle: landingOn('new-order.html') },
      { path: '/orders/new/prescription', element: later(<PrescriptionPage />) },
      { path: '/orders/:orderId/prescription', element: later(<PrescriptionPrintPage />) },
      { path: '/orders/:orderId', element: later(<OrderPage />), handle: landingOn('order.html') },
      { path: '/attendant/orders/:orderId/prescription', element: later(<PrescriptionPrintPage />) },
      { path: '/attendant/orders/:orderId', element: later(<StaffOrderPage />), handle: landingOn('staff-order.html') },
      ...listRoutes('all', 'ATTENDANT_ORDERS'),
      // The site's root: the frame sends each person to their landing page (paths.ts, redirectFor).
      { path: '/', element: null, handle: landingOn('orders.html') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The terms of use, the privacy notice and an e-mail's unsubscribe page: to anyone, in the sign-in's frame.
  {
    element: <AuthLayout />,
    children: [
      { path: '/termos-de-uso', element: later(<TermsPage />) },
      { path: '/aviso-de-privacidade', element: later(<PrivacyPage />) },
      { path: '/email/unsubscribe/:token', element: later(<UnsubscribePage />) },
    ],
  },
  // A patient's link to a plan: no session, no frame.
  { path: '/p/:token', element: later(<SharedPlanPage />), handle: landingOn('shared-plan.html') },
];
