/**
 * One path for the files of a case, below the modules that own them (documents, fingerprints):
 * signed upload links, storing and recording, reading back, staff review and the download route.
 * It knows no module; each passes its tables, kinds and texts in.
 */
export {
  createCaseFiles,
  ownCase,
  sha256Hex,
  type CaseFiles,
  type CaseFilesDeps,
  type CaseFilesTexts,
  type FileAuditEntry,
  type StoredBytes,
} from './case-files.ts'
export {
  createFileReview,
  type FileReviewSpec,
  type ReviewDecision,
  type ReviewInput,
  type ReviewValues,
} from './file-review.ts'
export { fileDownloadRoute, type DownloadedFile } from './file-download.ts'
export { safeFilename } from './safe-filename.ts'
export { isSameMac, purposeKey, purposeMac } from './signed-token.ts'
