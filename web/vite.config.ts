import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built into dist/web, which the server reads at start (src/http/routes/console.ts). Never committed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Cytoscape alone is ~450 kB minified; the console is one page application loaded once.
    chunkSizeWarningLimit: 1024,
    target: 'es2022',
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
});
