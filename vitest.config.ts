import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const integration = ['server/**/*.{routes,admin-routes,integration}.test.ts']

// Integration tests run on the embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI creates rr_test on the local one).
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]

// Every core for the unit and integration files: vitest 4 runs one fewer than the cores by default,
// a single worker on CI's two.
const workers = Math.max(2, availableParallelism())

// A test during which the eligibility engine failed fails, though the engine answered review.
const NO_ENGINE_ERRORS = 'server/test/no-engine-errors.setup.ts'

// End-to-end specs that change or read state every spec file shares, so no other file may run
// beside them: the site settings (prices, company details), the affiliate program switch, the
// affiliate test clock, payout runs over every affiliate, the SEO heads of every page and the
// dashboard's totals compared before and after.
const e2eSerial = [
  'e2e/admin/settings.spec.ts',
  'e2e/admin/dashboard.spec.ts',
  'e2e/admin/affiliate-management.spec.ts',
  'e2e/admin/seo.spec.ts',
  'e2e/affiliate/dashboard.spec.ts',
  'e2e/affiliate/referral-payout.spec.ts',
  'e2e/account/credit-repair.spec.ts',
]

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
          setupFiles: [NO_ENGINE_ERRORS],
          // Threads that keep their modules from one file to the next: the files share no state.
          pool: 'threads',
          isolate: false,
          maxWorkers: workers,
        },
      },
      ...databases.map((database) => ({
        test: {
          name: database === 'pglite' ? 'integration' : `integration-${database}`,
          include: integration,
          // The process-start test spawns servers on their own embedded database: once is enough.
          exclude: database === 'pglite' ? [] : ['server/main.integration.test.ts'],
          env: { TEST_DB: database },
          setupFiles: [NO_ENGINE_ERRORS],
          // A worker keeps its modules and its databases from one file to the next, each handed
          // out again emptied (server/test/test-db.ts); every app is still built afresh.
          isolate: false,
          maxWorkers: workers,
          globalSetup: database === 'postgres' ? ['server/test/postgres-global-setup.ts'] : [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // The browser specs share one server and one Chromium (e2e/global-setup.ts, started once for
      // both projects): two files at a time, after the unit and integration tests; then, one at a
      // time, the files that change or read what every other file sees (e2eSerial).
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: ['e2e/ops/**', ...e2eSerial],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-serial',
          include: e2eSerial,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      // Two real server processes on one PostgreSQL (e2e/ops): one killed mid-payment, and files and
      // revocations across them (docs/decisions/059); only where a PostgreSQL server is named, like
      // integration-postgres.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'crash-postgres',
                include: ['e2e/ops/**/*.spec.ts'],
                // Its own group, after the browser specs: vitest 4 wants one worker count per group.
                sequence: { groupOrder: 3 },
                // One file at a time: each starts its own two servers, and the timing checks (a
                // revocation refused within a second) should not share the cores with the crash test.
                fileParallelism: false,
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
