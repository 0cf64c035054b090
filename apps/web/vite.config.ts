import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPackages } from './vite-plugins/chunk-packages.ts';
import { demoFixtures } from './vite-plugins/demo-fixtures.ts';
import { shellChunks } from './vite-plugins/shell-chunks.ts';

export default defineConfig({
  plugins: [react(), demoFixtures(), chunkPackages(), shellChunks()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to hold the bundle budgets.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      // The unsubscribe page is the server's own HTML (docs/campaigns.md), not a route of this app.
      '/unsubscribe': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
