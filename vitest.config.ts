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
            'e2e/**/*.test.ts',
          ],
          exclude: integration,
          environment: 'node',
        },
      },
      ...databases.map((database) => ({
        test: {
          name: database === 'pglite' ? 'integration' : `integration-${database}`,
          include: integration,
          // The process-start test spawns servers on their own embedded database: once is enough.
          exclude: database === 'pglite' ? [] : ['server/main.integration.test.ts'],
          env: { TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: ['e2e/ops/**'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // Two real server processes on one PostgreSQL, one killed mid-payment (e2e/ops): only where a
      // PostgreSQL server is named, like integration-postgres.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'crash-postgres',
                include: ['e2e/ops/**/*.spec.ts'],
                // Generous for a busy machine; the run itself takes well under a minute.
                testTimeout: 180_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
})
