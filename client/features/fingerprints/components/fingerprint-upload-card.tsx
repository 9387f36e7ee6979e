import { Fingerprint } from 'lucide-react'
import { useState } from 'react'
import type { UploadResult } from '#shared/contracts/fingerprints.contract.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { Card } from '#client/components/ui/card.tsx'
import { FileUploader } from '#client/components/upload/file-uploader.tsx'
import { uploadFingerprints, useRefreshAfterFingerprints } from '../fingerprints.upload.ts'
import { FingerprintRequirements } from './fingerprint-requirements.tsx'
import { UploadResults } from './upload-results.tsx'

const MAX_FILES = FILE_LIMITS.maxFiles.casePage

/**
 * The fingerprint upload card of the case page, shown only at FINGERPRINTS_PENDING (spec 000 §2):
 * upload here with the session, or on a phone through Mobile Upload.
 */
export function FingerprintUploadCard({
  caseId,
  onCaseChanged,
}: {
  caseId: string
  onCaseChanged: () => void
}) {
  const [results, setResults] = useState<UploadResult[]>([])
  const refresh = useRefreshAfterFingerprints(caseId, onCaseChanged)
  return (
    <Card className="border-orange-200 ring-orange-200">
      <section aria-labelledby="fingerprint-upload-heading" className="grid gap-4">
        <h2
          id="fingerprint-upload-heading"
          className="flex items-center gap-2 text-xl font-semibold text-navy-950"
        >
          <Fingerprint aria-hidden="true" className="size-5" />
          Upload your fingerprints
        </h2>
        <p className="text-navy-800">
          Your documents are complete. The last step before submission is your fingerprints. On your phone?
          Scan the QR code under Mobile Upload, or e-mail the files to the address shown there.
        </p>
        <FingerprintRequirements maxFiles={MAX_FILES} />
        <FileUploader
          label="Choose fingerprint files"
          maxFiles={MAX_FILES}
          uploadLabel="Upload fingerprints"
          onUpload={async (items, update) => {
            setResults(await uploadFingerprints({ caseId, token: null }, items, update))
            refresh()
          }}
        />
        <UploadResults results={results} />
      </section>
    </Card>
  )
}
