import { AppError } from '#server/lib/app-error.ts'
import { inspectFile } from '#server/lib/file-inspection/index.ts'
import type { UploadResult } from '#shared/contracts/fingerprints.contract.ts'
import { FINGERPRINT_MAX_FILES, FINGERPRINT_TYPE_LABELS } from '#shared/domain/fingerprints.ts'
import { cleanFilename, type UploadContentType } from '#shared/domain/uploads.ts'
import { analyzeFingerprintFile, type FingerprintAnalysis } from './fingerprint-analysis.ts'
import { insertFingerprint } from './fingerprints.repository.ts'
import type { FingerprintsContext, IngestFile, IngestInput, UploadAccess } from './fingerprints.context.ts'

/** Uploads one case takes per hour, however they arrive over HTTP (a link may be shared). */
const UPLOADS_PER_CASE_PER_HOUR = 60

const noArtifact: UploadResult['artifact'] = { type: 'OTHER', tcn: null, ori: null }

const ANALYSIS_FAILED = 'We could not read this file; our team will look at it.'

/** Fingerprint files coming in, by the upload routes or by inbound mail. */
export function createIngest(ctx: FingerprintsContext) {
  const { log, now } = ctx

  /**
   * Files uploaded through the API (the upload page or the case page): counted against the case's
   * hourly allowance, then ingested as arriving by the link or from the case page.
   */
  async function uploadFiles(access: UploadAccess, files: IngestFile[]): Promise<UploadResult[]> {
    if (files.length === 0) throw new AppError('validation_failed', 'Choose at least one file to upload.')
    await ctx.rateLimits.consume('fp-upload:case', access.caseId, {
      limit: UPLOADS_PER_CASE_PER_HOUR,
      windowSeconds: 3600,
    })
    return ingestFingerprintFiles({
      caseId: access.caseId,
      source: access.by === 'TOKEN' ? 'UPLOAD_LINK' : 'CASE_PAGE',
      files,
      sentBy:
        access.by === 'SESSION'
          ? { actor: access.user.role === 'ADMIN' ? 'ADMIN' : 'USER', userId: access.user.id }
          : { actor: 'USER' },
    })
  }

  /**
   * Checks, describes and stores fingerprint files of a case, one at a time (docs/decisions/026).
   * A file that is not a readable PDF, PNG or JPEG is refused and not stored; every other file is
   * analysed, stored encrypted and recorded with what the analysis found (valid or not, so the
   * customer sees why), with an activity entry. The case is then told its fingerprints changed.
   * Used by the upload routes and by inbound mail.
   */
  async function ingestFingerprintFiles(input: IngestInput): Promise<UploadResult[]> {
    if (input.files.length > FINGERPRINT_MAX_FILES) {
      throw new AppError(
        'payload_too_large',
        `You can upload at most ${FINGERPRINT_MAX_FILES} files at once.`,
      )
    }
    const results: UploadResult[] = []
    let stored = 0
    for (const file of input.files) {
      const filename = cleanFilename(file.filename)
      const inspected = await inspectFile(file.bytes, filename)
      if (!inspected.ok) {
        results.push({ filename, valid: false, issues: inspected.issues, artifact: noArtifact })
        continue
      }
      const analysis = await analyze(file.bytes, inspected.contentType)
      await storeFingerprint(
        input,
        { ...file, filename: inspected.filename, contentType: inspected.contentType },
        analysis,
      )
      stored += 1
      results.push({
        filename,
        valid: analysis.valid,
        issues: analysis.issues,
        artifact: { type: analysis.type, tcn: analysis.tcn, ori: analysis.ori },
      })
    }
    if (stored > 0) await ctx.caseChanged(input.caseId)
    return results
  }

  async function analyze(bytes: Uint8Array, contentType: UploadContentType): Promise<FingerprintAnalysis> {
    try {
      return await analyzeFingerprintFile(bytes, contentType, now())
    } catch (error) {
      // The inspection opened the file, so this is rare (a PDF font pdf.js cannot read): keep the
      // file for staff to look at rather than lose it.
      log.warn({ err: error }, 'fingerprint analysis failed')
      return {
        type: 'OTHER',
        tcn: null,
        ori: null,
        capturedAt: null,
        qualityScore: null,
        valid: false,
        issues: [ANALYSIS_FAILED],
      }
    }
  }

  /** Stores the bytes, then the row and its activity entry in one transaction; no row without its file. */
  async function storeFingerprint(input: IngestInput, file: IngestFile, analysis: FingerprintAnalysis) {
    await ctx.storeThenRecord(
      { keyPrefix: `cases/${input.caseId}/fingerprints`, ...file },
      async (tx, { storageKey, sizeBytes, sha256 }) => {
        const row = await insertFingerprint(tx, {
          caseId: input.caseId,
          type: analysis.type,
          source: input.source,
          capturedAt: analysis.capturedAt ?? now(),
          tcn: analysis.tcn,
          ori: analysis.ori,
          qualityScore: analysis.qualityScore === null ? null : analysis.qualityScore.toFixed(2),
          valid: analysis.valid,
          issues: analysis.issues,
          filename: file.filename,
          contentType: file.contentType,
          sizeBytes,
          sha256,
          storageKey,
        })
        await ctx.audit.record(
          {
            caseId: input.caseId,
            actor: input.sentBy?.actor ?? 'USER',
            ...(input.sentBy?.userId ? { actorUserId: input.sentBy.userId } : {}),
            action: 'FINGERPRINT_RECEIVED',
            detail: {
              fingerprintId: row.id,
              typeLabel: FINGERPRINT_TYPE_LABELS[row.type],
              source: row.source,
              valid: row.valid,
            },
          },
          tx,
        )
      },
    )
  }

  return { uploadFiles, ingestFingerprintFiles }
}
