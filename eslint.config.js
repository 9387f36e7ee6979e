// Lint rules, including the import directions of docs/ARCHITECTURE.md written as zones so a
// wrong-way import fails `npm run lint` instead of relying on review.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const folders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
}

// A client feature never imports another feature: they are composed in client/routes.
const featureZones = folders('client/features').map((feature) => ({
  target: `./client/features/${feature}`,
  from: './client/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in client/routes.',
}))

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Followed through TypeScript files too, so import-x/no-cycle sees the whole graph.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in committed tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
      // Modules depend one way (docs/decisions/063-one-way-modules.md): any loop of imports fails.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client', from: './server', message: 'The client never imports the server.' },
            { target: './server', from: './client', message: 'The server never imports the client.' },
            {
              target: './shared',
              from: ['./client', './server', './e2e', './scripts'],
              message: 'shared/ imports only zod and shared/.',
            },
            {
              target: './client/components',
              from: ['./client/features', './client/routes'],
              message: 'components/ is feature-agnostic.',
            },
            {
              target: './client/lib',
              from: ['./client/features', './client/routes', './client/components'],
              message: 'lib/ is feature-agnostic.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@date-fns/tz$|\\.{1,2}/)',
              message: 'shared/ imports only zod, @date-fns/tz and shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#server/modules/[^/]+/(?!index\\.ts$)',
              message: 'Reach another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.routes.ts', 'server/modules/**/*.admin-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes call services; only repositories query.' }],
          patterns: [
            {
              regex: '^#server/db/(?!client\\.ts$)',
              message: 'Routes call services; only repositories query.',
            },
            {
              regex: '^#server/modules/[^/]+/(?!index\\.ts$)',
              message: 'Reach another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: 'Services are plain TypeScript; HTTP stays in routes.' },
            { name: 'drizzle-orm', message: 'Only repositories query the database.' },
          ],
          patterns: [
            { regex: '^#server/db/schema/', message: 'Only repositories touch tables.' },
            {
              regex: '^#server/modules/[^/]+/(?!index\\.ts$)',
              message: 'Reach another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
