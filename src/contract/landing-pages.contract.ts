/**
 * landing-pages.json, written by the build (ui/prerender.tsx) and read by the server
 * (server/http/landing-page.ts): the app's route table without its elements, each route that
 * starts from a built page other than index.html naming it.
 */
export interface LandingRoute {
  readonly path?: string;
  readonly index?: boolean;
  readonly landing?: string;
  readonly children?: readonly LandingRoute[];
}
