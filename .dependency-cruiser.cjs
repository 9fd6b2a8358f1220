/**
 * The walls of the architecture, checked in CI (`npm run check:boundaries`). Each rule names the habit it
 * protects; a violation fails the build with the rule's name and the offending import.
 */
const SERVICES = '(auth|billing|analysis|invoice|rental|admin)';
/**
 * Services whose src/ has the one middle layer of DESIGN.md ("Inside a service"): resolvers -> application ->
 * domain, application -> store; the layer rules below hold for these.
 */
const LAYERED = '(rental|admin|auth|invoice|billing|analysis)';
/** Tests and test support may reach across layers to arrange what they check. */
const NOT_TEST = '\\.test\\.ts$|/testing/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle means two modules are one responsibility, or one of them is in the wrong place.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-service-imports-another-service',
      severity: 'error',
      comment: 'Services talk over GraphQL and NATS; they share code only through proto-schemas and services/lib.',
      from: { path: `^services/${SERVICES}/` },
      to: { path: `^services/${SERVICES}/`, pathNot: '^services/$1/' },
    },
    {
      name: 'libraries-import-no-service',
      severity: 'error',
      comment: 'Libraries under services/lib and the contracts serve every service, so they know none of them.',
      from: { path: '^(services/lib/(service-kit|market-data)|proto-schemas)/' },
      to: { path: `^(services/${SERVICES}|gateway|web)/` },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'Domain code is pure: no persistence, resolvers, server wiring or event plumbing.',
      from: { path: `^services/${SERVICES}/src/domain/` },
      to: {
        path: `^services/${SERVICES}/src/(model|server|env|index)\\.ts$|^services/${SERVICES}/src/(resolvers|events|accounts|stripe)/`,
      },
    },
    {
      name: 'domain-imports-nothing-outside-domain',
      severity: 'error',
      comment: 'The domain is the ground floor: it knows no use case, store, event, error table or resolver.',
      from: { path: `^services/${LAYERED}/src/domain/`, pathNot: NOT_TEST },
      to: { path: `^services/$1/src/`, pathNot: `^services/$1/src/domain/` },
    },
    {
      name: 'store-imports-no-layer-above',
      severity: 'error',
      comment: 'The store holds shapes, indexes and queries; the use cases call it, never the other way round.',
      from: { path: `^services/${LAYERED}/src/store/`, pathNot: NOT_TEST },
      to: { path: `^services/$1/src/(application|resolvers|events|jobs)/|^services/$1/src/(server|index)\\.ts$` },
    },
    {
      name: 'events-know-no-use-case',
      severity: 'error',
      comment: 'events/ is the messaging edge: server.ts hands a consumer its use case, so no arrow runs back up.',
      from: { path: `^services/${LAYERED}/src/events/`, pathNot: NOT_TEST },
      to: { path: `^services/$1/src/(application|resolvers|jobs)/|^services/$1/src/(server|index)\\.ts$` },
    },
    {
      name: 'application-imports-no-resolvers',
      severity: 'error',
      comment: 'Use cases are called by resolvers, REST, jobs and event handlers alike, so they know none of them.',
      from: { path: `^services/${LAYERED}/src/application/`, pathNot: NOT_TEST },
      to: { path: `^services/$1/src/(resolvers|rest)/|^services/$1/src/(server|index)\\.ts$` },
    },
    {
      name: 'resolvers-reach-the-store-through-use-cases',
      severity: 'error',
      comment: 'Resolvers and REST routes map to use cases; a query of their own would be a second copy of one.',
      from: { path: `^services/${LAYERED}/src/(resolvers|rest)/`, pathNot: NOT_TEST },
      to: { path: `^services/$1/src/(store/|model\\.ts$)` },
    },
    {
      name: 'domain-imports-no-infrastructure',
      severity: 'error',
      comment: 'Domain engines are tested without servers: no database, messaging, Apollo, OpenAI or Stripe.',
      from: { path: `^services/${SERVICES}/src/domain/` },
      to: { dependencyTypes: ['npm'], path: 'node_modules/(mongoose|mongodb|nats|@apollo|openai|stripe|express)/' },
    },
    {
      name: 'nothing-imports-scripts',
      severity: 'error',
      comment: 'scripts/ holds entry points only; shared code lives in a library that tests and the bench import.',
      from: { pathNot: '^scripts/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'web-features-through-public-index',
      severity: 'error',
      comment: "A web feature reaches another feature only through that feature's index.ts.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: 'Imports flow one way in the web client: shared code -> features -> app.',
      from: { path: '^web/src/(components|lib|hooks|stores|config|styles)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-import-no-app',
      severity: 'error',
      comment: 'Features are composed by the app shell, never the other way round.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|__generated__)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
