import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @app/domain's schema modules run zod at the top level; they have no other side effects,
      // so the pages that use one rule do not pull in every schema (and zod) with it.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
      output: {
        // React and the router change less often than the app: a chunk of their own stays cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
