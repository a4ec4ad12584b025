// The API's layers (docs/architecture.md), checked by `npm run lint`:
//   apps/api/src/platform/<unit>   infrastructure (db, http, jobs, mail, uploads, rate-limit, system, dev, config)
//   apps/api/src/modules/<domain>  domain modules, each a Fastify plugin with index.ts as its public face
//   apps/api/src/workflows         writes that span modules, in one database transaction
//   apps/api/src/app.ts, main.ts   the assembly
// An arrow only runs down that list (platform at the bottom), and modules never form a cycle.
const SRC = '^apps/api/src/';
const MODULE = `${SRC}modules/([^/]+)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'Two modules (or platform units) that import each other, directly or round a loop, type-only included.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SRC}(modules|platform)/[^/]+/?$` },
      to: { circular: true },
    },
    {
      name: 'only-through-index',
      comment: 'Another module is reached only through its index.ts (a tables.ts has its own rule below).',
      severity: 'error',
      from: { path: MODULE, pathNot: `${MODULE}tables\\.ts$` },
      to: { path: `${SRC}modules/`, pathNot: ['^apps/api/src/modules/$1/', `${MODULE}index\\.ts$`] },
    },
    {
      name: 'only-through-index-from-tables',
      comment:
        "A tables.ts reaches another module through its index.ts, or through the schema pieces it hands out: foreign-keys.ts (a foreign key's target) and credential-tables.ts (the accounts' code and session tables, built again for staff). Loading an index.ts would drag a whole module into drizzle-kit.",
      severity: 'error',
      from: { path: `${MODULE}tables\\.ts$` },
      to: {
        path: `${SRC}modules/`,
        pathNot: ['^apps/api/src/modules/$1/', `${MODULE}(index|foreign-keys|credential-tables)\\.ts$`],
      },
    },
    {
      name: 'only-through-index-from-above',
      comment: 'Workflows and the assembly reach a module only through its index.ts.',
      severity: 'error',
      from: { path: `${SRC}(workflows/|[^/]+\\.ts$)` },
      to: { path: `${SRC}modules/`, pathNot: `${MODULE}index\\.ts$` },
    },
    {
      name: 'no-foreign-tables',
      comment: "A module's tables are its own: others read and change them through its functions.",
      severity: 'error',
      from: { path: MODULE },
      to: { path: `${MODULE}tables\\.ts$`, pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'tables-outside-modules',
      comment: "Workflows and the assembly use a module's functions, never its tables.",
      severity: 'error',
      from: { path: `${SRC}(workflows/|app\\.ts|main\\.ts)` },
      to: { path: `${MODULE}tables\\.ts$` },
    },
    {
      name: 'platform-below-modules',
      comment: 'Platform is the bottom layer: it never imports a module, a workflow or the assembly.',
      severity: 'error',
      from: { path: `${SRC}platform/` },
      to: { path: `${SRC}(modules/|workflows/|app\\.ts|main\\.ts)` },
    },
    {
      name: 'modules-below-workflows',
      comment: 'Modules never import workflows (or the assembly): a workflow is handed to a module by app.ts.',
      severity: 'error',
      from: { path: `${SRC}modules/` },
      to: { path: `${SRC}(workflows/|app\\.ts|main\\.ts)` },
    },
    {
      name: 'no-static-sandbox',
      comment:
        'The Razorpay sandbox (apps/razorpay-sandbox) is loaded only without keys, outside production: never imported statically.',
      severity: 'error',
      from: { path: SRC },
      to: {
        path: '(^apps/razorpay-sandbox/|@startwise/razorpay-sandbox)',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: ['^apps/api/src/', '^apps/razorpay-sandbox/'],
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
