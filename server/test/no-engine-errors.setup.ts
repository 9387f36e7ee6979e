// Set up before every unit and integration test file: a test during which the eligibility engine
// failed fails too, even though the engine answered review. A test of that fallback says so with
// `task.meta.engineFailureExpected = true`.
import { afterEach, beforeEach, expect } from 'vitest'
import { engineErrorCount } from '#shared/domain/eligibility/index.ts'

declare module 'vitest' {
  interface TaskMeta {
    engineFailureExpected?: boolean
  }
}

let before = 0

beforeEach(() => {
  before = engineErrorCount()
})

afterEach(({ task }) => {
  if (task.meta.engineFailureExpected) return
  expect(engineErrorCount() - before, 'the eligibility engine failed and answered review').toBe(0)
})
