import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstLoadBudget } from './bundle/budgetPlugin.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // The build fails when the first load exceeds its budget (bundle/firstLoad.ts).
  plugins: [react(), firstLoadBudget()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The shared password rule imports a CommonJS package; pre-bundle it for the dev server.
  optimizeDeps: { include: ['owasp-password-strength-test'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The libraries the first render needs whole go into one long-cached chunk, apart from the app's code
        // (which changes with every release). Chakra UI and its Ark/Zag parts are left to the bundler: each
        // page's chunk carries the components it uses, so the first load holds only the frame's.
        manualChunks(id: string) {
          return /\/node_modules\/(react|react-dom|scheduler|react-router|swr|swr-openapi|openapi-fetch|dequal)\//.test(id) ? 'vendor' : undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'bundle/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
  },
});
