import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Alias } from 'vite'

// React Router's package exports only its development build, which keeps its warnings: a built
// bundle takes the production one (the same code with the warnings off, so the minifier drops them).
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: 'index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`node_modules/react-router/dist/production/${replacement}`, import.meta.url),
  ),
}))

export default defineConfig(({ command }) => ({
  root: 'client',
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server to preload the chunks of the page it serves (server/modules/seo).
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
}))
