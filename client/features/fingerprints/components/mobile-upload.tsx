import { Check, Copy, Mail, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { FINGERPRINT_LINK_DAYS } from '#shared/domain/fingerprints.ts'
import { Button } from '#client/components/ui/button.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useFingerprintQr } from '../fingerprints.queries.ts'

/**
 * Mobile Upload (spec 000 §2): the QR code of the case's signed upload link, the link itself for
 * this device, and the fp-{caseId} address for sending the files by e-mail.
 */
export function MobileUpload({ caseId, headingLevel = 3 }: { caseId: string; headingLevel?: 2 | 3 }) {
  const qr = useFingerprintQr(caseId)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={`mobile-upload-${caseId}`} className="grid gap-3">
      <Heading id={`mobile-upload-${caseId}`} className="flex items-center gap-2 font-semibold text-navy-950">
        <Smartphone aria-hidden="true" className="size-4" />
        Mobile Upload
      </Heading>
      <QueryState
        query={qr}
        loadingLabel="Loading your upload QR code…"
        errorText="We could not load your upload QR code."
      >
        {(data) => (
          <div className="grid gap-3">
            <p className="text-sm text-navy-700">
              Scan with your phone's camera to photograph and upload your fingerprint card. The link works for{' '}
              {FINGERPRINT_LINK_DAYS} days.
            </p>
            <img
              src={data.qrCodeDataUrl}
              alt="QR code that opens the fingerprint upload page for this case on your phone"
              width={176}
              height={176}
              className="size-44 justify-self-center rounded-md ring-1 ring-navy-100"
            />
            <a
              href={data.uploadUrl}
              className="text-sm font-semibold text-navy-800 underline underline-offset-2"
            >
              Open the upload page on this device
            </a>
            <div className="grid gap-1">
              <p className="flex items-center gap-1.5 text-sm text-navy-700">
                <Mail aria-hidden="true" className="size-4" />
                Or e-mail the files as attachments to:
              </p>
              <div className="flex items-center gap-2">
                <code className="min-w-0 grow rounded bg-navy-50 px-2 py-1.5 text-sm break-all text-navy-950">
                  {data.emailAlias}
                </code>
                <CopyButton text={data.emailAlias} label="Copy the e-mail address" />
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  )
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false)
  return (
    <Button
      variant="outline"
      size="icon"
      className="shrink-0"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setIsCopied(true)
          setTimeout(() => setIsCopied(false), 2000)
        })
      }}
    >
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span className="sr-only">{isCopied ? 'Copied' : label}</span>
    </Button>
  )
}
