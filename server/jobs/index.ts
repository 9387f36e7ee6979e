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
