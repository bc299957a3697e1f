/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

/**
 * The provider's staff console (staff.html, src/staff/): a build of its own, served by the Go
 * server under /staff/ (internal/webui/staff.go embeds internal/webui/app/staff). Subscribers
 * never download it: it is not an entry of the subscriber app's build (vite.config.ts), whose
 * chunks, service worker and first-load budget it leaves alone, and it has no service worker.
 */
export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  build: {
    modulePreload: { polyfill: false },
    outDir: '../internal/webui/app/staff',
    emptyOutDir: true,
    sourcemap: false,
    // One file for the console's few screens (about 160 kB of gzip), loaded only by staff.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: { staff: 'staff.html' } },
  },
  server: {
    port: 5174,
    proxy: { '/staff/api': { target: backend, changeOrigin: false } },
  },
});
