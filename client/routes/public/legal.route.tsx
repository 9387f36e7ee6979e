import { fullTerms, legalDisclaimer, privacyPolicy, termsOfService } from '#shared/content/legal.ts'
import { LegalPageView } from '#client/features/content/components/legal-page-view.tsx'

export function PrivacyPolicyRoute() {
  return <LegalPageView page={privacyPolicy} />
}

export function TermsOfServiceRoute() {
  return <LegalPageView page={termsOfService} />
}

export function DisclaimerRoute() {
  return <LegalPageView page={legalDisclaimer} />
}

export function FullTermsRoute() {
  return <LegalPageView page={fullTerms} />
}
