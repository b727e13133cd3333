/**
 * The built pages people land on besides the sign-in page, each with the page module it
 * preloads (the signed-in frame comes with each: its own chunk, `signed-in`). Read by the build
 * (vite.config.ts: the HTML files and the first-load chunks) and by the route table, whose
 * routes name the page they start from (routes.tsx, `landingOn`).
 */
export const landingPageModules = {
  'orders.html': 'orders/orders-list.page.tsx',
  'order.html': 'order-page/order.page.tsx',
  'staff-order.html': 'staff/staff-order.page.tsx',
  'new-order.html': 'orders/new-order.page.tsx',
  'dashboard.html': 'dashboard/dashboard.page.tsx',
} as const satisfies Readonly<Record<string, string>>;

/** The module of the frame every signed-in page draws in (the dentist's menus and arrival prompts with it). */
export const signedInFrameModule = 'shell/signed-in-shell.tsx';

/**
 * The pages people land on without signing in, prerendered at build time (prerender.tsx) with
 * their own code preloaded and no signed-in frame: the patient's shared plan.
 */
export const publicLandingPageModules = {
  'shared-plan.html': 'plan-review/shared-plan.page.tsx',
} as const satisfies Readonly<Record<string, string>>;
