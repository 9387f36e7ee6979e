import { ACCOUNT_EXPORT_PDF_PATH } from '#shared/contracts/accounts.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { isClientError } from '#client/lib/api-client.ts'
import { useDownloadJson } from '../accounts.mutations.ts'

/** The download of everything we hold on the person, as JSON or PDF. */
export function DataDownload() {
  const download = useDownloadJson()
  const failure = download.isError
    ? isClientError(download.error)
      ? download.error.message
      : 'We could not prepare your data. Please try again.'
    : undefined
  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-700">
        Your account, preferences, cases with your eligibility answers, orders and payments, documents (names
        and dates), identity verification status, affiliate account, newsletter subscriptions, conversations
        with us and credit repair records. Your Social Security number appears as its last four digits only.
      </p>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing…' : 'Download as JSON'}
        </Button>
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_PDF_PATH} download>
            Download as PDF
          </a>
        </Button>
      </div>
    </div>
  )
}
