import { Navigate, type RouteObject } from 'react-router-dom';
import type { OrderListTab } from '../domain/order/order-status';
import type { FilterOrigin } from '../contract/filters.contract';
import type { OrdersScope } from '../application/ports/gateways';
import { AuthLayout } from './shell/auth-layout';
import { RequireSession } from './shell/require-session';
import { LoginPage } from './pages/login.page';
import { NotFoundPage } from './pages/not-found.page';
import { RegisterPage } from './pages/register.page';
import { CompleteRegistrationPage } from './pages/complete-registration.page';
import { NewOrderPage } from './orders/new-order.page';
import { PrescriptionPage } from './prescription/prescription.page';
import { PrescriptionPrintPage } from './prescription/prescription-print.page';
import { lazy, Suspense } from 'react';
import { LoadingWrapper } from './widgets/loading-wrapper';

// The lists load after sign-in, so the login page does not carry them.
const OrderPage = lazy(() => import('./order-page/order.page').then((m) => ({ default: m.OrderPage })));
const AttendantOrderPage = lazy(() => import('./attendant/attendant-order.page').then((m) => ({ default: m.AttendantOrderPage })));
const OrdersListPage = lazy(() => import('./orders/orders-list.page').then((m) => ({ default: m.OrdersListPage })));

const listRoutes = (prefix: string, scope: OrdersScope, origin: FilterOrigin): RouteObject[] =>
  (
    [
      ['orders', 'active'],
      ['orders/completed', 'completed'],
      ['orders/physical-delivery', 'physical-delivery'],
    ] as const satisfies readonly (readonly [string, OrderListTab])[]
  ).map(([path, tab]) => ({
    path: `${prefix}/${path}`,
    element: (
      <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>
        <OrdersListPage key={`${prefix}-list`} scope={scope} origin={origin} tab={tab} />
      </Suspense>
    ),
  }));

export const routes: RouteObject[] = [
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'register/complete/:userId', element: <CompleteRegistrationPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      ...listRoutes('', 'own', 'ORDERS'),
      { path: '/orders/new', element: <NewOrderPage /> },
      { path: '/orders/new/prescription', element: <PrescriptionPage /> },
      { path: '/orders/:orderId/prescription', element: <PrescriptionPrintPage /> },
      {
        path: '/orders/:orderId',
        element: (
          <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>
            <OrderPage />
          </Suspense>
        ),
      },
      { path: '/attendant/orders/:orderId/prescription', element: <PrescriptionPrintPage /> },
      {
        path: '/attendant/orders/:orderId',
        element: (
          <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>
            <AttendantOrderPage />
          </Suspense>
        ),
      },
      ...listRoutes('/attendant', 'all', 'ATTENDANT_ORDERS'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '/', element: <Navigate to="/orders" replace /> },
];
