import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-plugins/precompress';

const gateway = process.env.VITE_GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/graphql': gateway, '/api': gateway },
  },
  build: {
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // proto-schemas has no side effects at import time, but its package.json does not say so. Telling the
        // bundler lets it drop unused modules: the node-only SDL reader (node:fs) and the event schemas never
        // reach the browser, and zod only lands in the chunks whose forms use it.
        moduleSideEffects: (id: string) => !/[\\/]proto-schemas[\\/]src[\\/]/.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
  },
});
