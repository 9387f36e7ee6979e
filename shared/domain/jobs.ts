/**
 * A scheduled job's life (docs/decisions/010-jobs-in-the-database.md): waiting, claimed by a
 * process, finished, or given up after its last attempt. The jobs table and the screens that show
 * a task's last run read this list.
 */
export const JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]
