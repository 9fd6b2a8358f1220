/**
 * The walls of the architecture, checked in CI (`npm run check:boundaries`). Each rule names the habit it
 * protects; a violation fails the build with the rule's name and the offending import.
 */
const SERVICES = '(auth|billing|analysis|invoice|rental|admin)';

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
