/**
 * The recurring job that expires unused upload addresses and unregistered uploads and removes
 * their objects (docs/decisions/023-uploads-and-files-at-rest.md). Run by the job runner once per
 * period, whichever process gets there first.
 */
export const UPLOAD_SWEEP_JOB = 'documents.upload-sweep'
export const UPLOAD_SWEEP_EVERY_MS = 15 * 60_000
