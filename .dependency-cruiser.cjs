/** Architecture rules of ../shared/conventions.md: imports point inwards only. */
const npmAllowedInDomain = '^node_modules/(io-ts|fp-ts)/';
/** The ui modules that may resolve services: pages, dialogs, the shell and its hosts, the DI glue and the composition root. */
const screensAndShell =
  '(\\.page\\.tsx|\\.dialog\\.tsx|\\.test\\.tsx?)$|^src/ui/(shell|di|composition)/|^src/ui/widgets/(modal-host|toast-host|loading-overlay)\\.tsx$|^src/ui/(app|main)\\.tsx$|^src/ui/container\\.ts$';

/** The server's features: each folder holds its routes, use cases, repositories and jobs. */
const features = '(accounts|orders|drafts|plannings|plan-review|payments|mail|queues|uploads|previews|events|housekeeping)';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain imports nothing of ours but domain, and no package but io-ts and fp-ts.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.(test|arbitrary)\\.ts$' },
      to: { pathNot: [`^src/domain/`, npmAllowedInDomain] },
    },
    {
      name: 'domain-has-no-node-or-dom',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-imports-domain-only',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(application|infrastructure|ui|server)/' },
    },
    {
      name: 'application-imports-domain-and-contract-only',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(infrastructure|ui|server)/' },
    },
    {
      name: 'infrastructure-stays-in-the-browser',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^src/(ui|server)/' },
    },
    {
      name: 'ui-reaches-adapters-only-in-the-composition-root',
      severity: 'error',
      // The composition root: the shell's (container.ts) and each area's (composition/).
      from: { path: '^src/ui/', pathNot: '^src/ui/(main\\.tsx|container\\.ts|composition/[a-z-]+\\.area\\.ts)$' },
      to: { path: '^src/(infrastructure|server)/' },
    },
    {
      name: 'only-pages-resolve-from-the-container',
      comment:
        'A component takes what it needs from its page (props, the page view model); pages, dialogs (the modal host opens them as pages), the shell and its hosts resolve services.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: screensAndShell },
      to: { path: '^src/ui/di/container-context\\.tsx$' },
    },
    {
      name: 'no-port-in-a-component',
      comment: "Ports are the view models' business; a component sees view models and their types.",
      severity: 'error',
      // picked-file.ts turns a browser File into the upload ports' shape: the one bridge.
      from: { path: '^src/ui/', pathNot: [screensAndShell, '^src/ui/(routes|prerender)\\.tsx$', '^src/ui/widgets/picked-file\\.ts$'] },
      to: { path: '^src/application/ports/' },
    },
    {
      name: 'order-pages-share-through-order',
      comment: "The dentist's and the staff's order pages share what both show through application/order and ui/order; neither imports the other's folder.",
      severity: 'error',
      from: { path: '^src/(?:application|ui)/(staff|order-page)/' },
      to: { path: '^src/(?:application|ui)/(?:staff|order-page)/', pathNot: '^src/(?:application|ui)/$1/' },
    },
    {
      name: 'ui-never-imports-server',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-browser-side',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(application|infrastructure|ui)/' },
    },
    {
      // Repositories read and write rows; what a failure means on the wire is the routes' call.
      name: 'repositories-never-import-http',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '^src/server/http/' },
    },
    {
      // Use cases answer Either<DomainError, …>; what a refusal means on the wire is the routes' call
      // (a route file, or an answer it sends: a file, a PDF, a 3D model).
      name: 'use-cases-never-import-http',
      severity: 'error',
      from: { path: `^src/server/${features}/`, pathNot: '\\.(routes|answer|test)\\.ts$' },
      to: { path: '^src/server/http/' },
    },
    {
      // A feature reaches another's use cases and repositories; its routes, answers and jobs are its own,
      // registered by its register.ts, which only the app imports.
      name: 'features-meet-through-use-cases',
      severity: 'error',
      from: { path: `^src/server/${features}/` },
      to: {
        path: `^src/server/${features}/.*(\\.routes|\\.answer|-jobs|/register)\\.ts$`,
        pathNot: '^src/server/$1/',
      },
    },
    {
      name: 'only-the-app-registers-features',
      severity: 'error',
      from: { pathNot: ['^src/server/app\\.ts$', '\\.test\\.ts$'] },
      to: { path: `^src/server/${features}/register\\.ts$` },
    },
    {
      // A migration replays the schema's past: it reads no live code, which may have changed since.
      name: 'migrations-import-no-live-code',
      severity: 'error',
      from: { path: '^src/server/db/migrations/' },
      to: { path: '^src/' },
    },
    {
      // Routes decode, run a use case and answer; the queries are the repositories' own.
      name: 'routes-never-import-kysely',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '^node_modules/kysely/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      from: { orphan: true, pathNot: ['\\.d\\.ts$', '(^|/)tsconfig\\.json$'] },
      to: {},
    },
    {
      name: 'no-barrel-index',
      comment: 'No index.ts inside a layer: barrels hide cycles.',
      severity: 'error',
      from: {},
      to: { path: '^src/.*/index\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '\\.css$' },
  },
};
