import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { createDb } from '#server/db/client.ts'
import { adminQuery, dropRunDatabases, postgresUrl, templateOf } from './test-db.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prefix of this run's PostgreSQL databases (server/test/test-db.ts). */
    postgresTestRun: string
  }
}

/**
 * Migrates one template database for the integration-postgres run; each test process copies its
 * databases from it (test-db.ts), and every database of the run is dropped at the end. The names
 * carry this process's id and a random part, so two runs on one server never meet.
 */
export default async function setup(project: TestProject) {
  const run = `rr_test_${process.pid}_${randomBytes(3).toString('hex')}`
  try {
    await adminQuery((client) => client.query(`create database "${templateOf(run)}"`))
    const template = await createDb({ databaseUrl: postgresUrl(templateOf(run)), poolSize: 1 })
    try {
      await template.migrate()
    } finally {
      await template.close()
    }
  } catch (error) {
    await dropRunDatabases(run)
    throw error
  }
  project.provide('postgresTestRun', run)
  return () => dropRunDatabases(run)
}
