import { defineConfig } from 'vitest/config';

// Two projects: "unit" runs pure code with no servers; "integration" runs against
// private FerretDB and NATS servers that the global setup starts on free ports.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'proto-schemas/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/lib/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'services/*/src/**/*.int.test.ts',
            'services/lib/*/src/**/*.int.test.ts',
            'gateway/src/**/*.int.test.ts',
            'e2e/api/**/*.int.test.ts',
            'e2e/faults/**/*.int.test.ts',
          ],
          environment: 'node',
          globalSetup: ['./services/lib/system-launcher/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
