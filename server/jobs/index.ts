export {
  createJobRunner,
  periodKey,
  retryDelayMs,
  type ClaimedJob,
  type EnqueueOptions,
  type JobHandler,
  type JobRunner,
} from './job-runner.ts'
export { createProgressReporter, readJobProgress, type JobProgress } from './job-progress.ts'
export { defineJob, enqueueJob, handles, type JobDefinition } from './job-definition.ts'
