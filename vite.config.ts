import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server to preload the chunk of the page it serves (server/modules/seo).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is a lazy chunk. The libraries every page runs on load go in one chunk, cached
        // across deployments while they do not change, instead of being split among the pages.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
              priority: 2,
            },
            {
              // The small UI parts, icons and helpers most pages use, as one chunk instead of dozens
              // of tiny ones (each request costs more than its content). Not the toasts (loaded with
              // the first toast) nor the API client (loaded with the first call).
              name: 'ui',
              test: (id) =>
                /[\\/](client[\\/](components[\\/](ui|layout|chat)|lib)|node_modules[\\/]lucide-react)[\\/]/.test(
                  id,
                ) && !/[\\/](toast|toaster|api-client)\.tsx?$/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
})
