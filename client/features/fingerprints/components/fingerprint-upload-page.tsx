import { Lock, Mail } from 'lucide-react'
import { useState } from 'react'
import type { UploadResult } from '#shared/contracts/fingerprints.contract.ts'
import { UPLOADS_CLOSED_DEFAULT_REASON } from '#shared/domain/case-status.ts'
import { INVALID_UPLOAD_LINK, UPLOADS_CLOSED_TITLE } from '#shared/domain/fingerprints.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { FileUploader } from '#client/components/upload/file-uploader.tsx'
import { hasStatus, isClientError } from '#client/lib/api-client.ts'
import { useUploadLinkCase } from '../fingerprints.queries.ts'
import { uploadFingerprints } from '../fingerprints.upload.ts'
import { FingerprintRequirements } from './fingerprint-requirements.tsx'
import { UploadResults } from './upload-results.tsx'

const MAX_FILES = FILE_LIMITS.maxFiles.uploadPage

type FingerprintUploadPageProps = {
  caseId: string | null
  token: string | null
  /** Where a visitor without a token signs in to upload with their own session. */
  signInHref: string
}

/**
 * /fingerprints/{caseId} (spec 000 §2), phone first: works with the link's signed token or with the
 * owner's session; a missing case, or a bad or expired token, is an invalid link. A genuine link to a
 * case that takes no uploads now (not paid, refunded, submitted or decided) says why, in words.
 */
export function FingerprintUploadPage({ caseId, token, signInHref }: FingerprintUploadPageProps) {
  const link = useUploadLinkCase(caseId ?? '', token, { isEnabled: caseId !== null })
  if (caseId !== null && hasStatus(link.error, 409)) {
    return <UploadsClosed reason={link.error.serverMessage ?? UPLOADS_CLOSED_DEFAULT_REASON} />
  }
  if (caseId === null || isClientError(link.error)) {
    return <InvalidUploadLink signInHref={token ? null : signInHref} />
  }
  if (link.isPending) return <Spinner label="Checking your upload link…" />
  if (link.isError) {
    return (
      <LoadFailed
        layout="page"
        text="We could not check your upload link. Please try again."
        onRetry={link.refetch}
      />
    )
  }
  return (
    <UploadForm
      caseId={caseId}
      token={token}
      caseNumber={link.data.caseNumber}
      emailAlias={link.data.emailAlias}
    />
  )
}

function UploadForm({
  caseId,
  token,
  caseNumber,
  emailAlias,
}: {
  caseId: string
  token: string | null
  caseNumber: string
  emailAlias: string
}) {
  const [results, setResults] = useState<UploadResult[]>([])
  return (
    <div className="mx-auto grid w-full max-w-2xl content-start gap-5 px-4 py-8 sm:py-12">
      <div className="grid gap-3">
        <Badge variant="secondary" className="justify-self-start text-sm">
          Case #{caseNumber}
        </Badge>
        <h1 className="text-3xl font-bold text-navy-950">Upload your fingerprints</h1>
        <p className="flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Secure upload: your files are sent encrypted, stored encrypted, and seen only by you and our staff.
          This link works for this case only.
        </p>
      </div>

      <Card>
        <section aria-labelledby="fp-requirements-heading" className="grid gap-3">
          <h2 id="fp-requirements-heading" className="text-lg font-semibold text-navy-950">
            What to upload
          </h2>
          <FingerprintRequirements maxFiles={MAX_FILES} />
        </section>
      </Card>

      <Card>
        <section aria-labelledby="fp-uploader-heading" className="grid gap-4">
          <h2 id="fp-uploader-heading" className="text-lg font-semibold text-navy-950">
            Your files
          </h2>
          <FileUploader
            label="Take a photo or choose files"
            maxFiles={MAX_FILES}
            uploadLabel="Upload fingerprints"
            onUpload={async (items, update) =>
              setResults(await uploadFingerprints({ caseId, token }, items, update))
            }
          />
          <UploadResults results={results} />
        </section>
      </Card>

      <Card>
        <section aria-labelledby="fp-next-heading" className="grid gap-2">
          <h2 id="fp-next-heading" className="text-lg font-semibold text-navy-950">
            What happens next
          </h2>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-navy-800">
            <li>Each file is checked as soon as it arrives; the results above say what we found.</li>
            <li>Our staff review your fingerprints and e-mail you if anything must be redone.</li>
            <li>
              Once your fingerprints, ID and payment are complete, your case is ready to send: submit it from
              your case page.
            </li>
          </ol>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="fp-email-heading" className="grid gap-2">
          <h2 id="fp-email-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-950">
            <Mail aria-hidden="true" className="size-5" />
            Prefer e-mail?
          </h2>
          <p className="text-sm text-navy-800">
            Send your fingerprint files as attachments to the address below. We check them the same way and
            reply with the results.
          </p>
          <a
            href={`mailto:${emailAlias}`}
            className="font-semibold break-all text-navy-900 underline underline-offset-2"
          >
            {emailAlias}
          </a>
        </section>
      </Card>
    </div>
  )
}

function UploadsClosed({ reason }: { reason: string }) {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-950">{UPLOADS_CLOSED_TITLE}</h1>
      <p className="text-navy-700">{reason}</p>
      <p className="text-sm text-navy-700">Your case page shows where your case stands.</p>
    </div>
  )
}

function InvalidUploadLink({ signInHref }: { signInHref: string | null }) {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-950">{INVALID_UPLOAD_LINK.title}</h1>
      <p className="text-navy-700">{INVALID_UPLOAD_LINK.description}</p>
      {signInHref ? (
        <p className="text-sm text-navy-700">
          Is this your case?{' '}
          <a href={signInHref} className="font-semibold text-navy-900 underline underline-offset-2">
            Sign in
          </a>{' '}
          to upload from your account, or scan the QR code on your case page again.
        </p>
      ) : (
        <p className="text-sm text-navy-700">
          Open your case page and scan its QR code again for a fresh link.
        </p>
      )}
    </div>
  )
}
