import { defineConfig } from 'vitest/config'

const integration = ['server/**/*.{routes,admin-routes,integration}.test.ts']

// Integration tests run on the embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI creates rr_test on the local one).
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'client/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: integration,
          environment: 'node',
        },
      },
      ...databases.map((database) => ({
        test: {
          name: database === 'pglite' ? 'integration' : `integration-${database}`,
          include: integration,
          env: { TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
