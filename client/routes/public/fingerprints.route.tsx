import { useLocation, useParams, useSearchParams } from 'react-router'
import { FingerprintUploadPage } from '#client/features/fingerprints/components/fingerprint-upload-page.tsx'
import { serverPaths } from '#client/lib/paths.ts'

/** /fingerprints/{caseId}: the phone upload page, with the link's token or the owner's session. */
export function FingerprintsRoute() {
  const { caseId } = useParams()
  const [search] = useSearchParams()
  const location = useLocation()
  return (
    <div className="grow bg-navy-50">
      <FingerprintUploadPage
        caseId={caseId ?? null}
        token={search.get('token')}
        signInHref={serverPaths.login(`${location.pathname}${location.search}`)}
      />
    </div>
  )
}
