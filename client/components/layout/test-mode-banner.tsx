/**
 * Shown on every page while no real money moves (the sandbox or Stripe test keys), so nobody takes
 * a staging site for the real one (docs/decisions/015-production-guard-and-outbound-fetches.md).
 */
export function TestModeBanner({ isTestMode }: { isTestMode: boolean | undefined }) {
  if (!isTestMode) return null
  return (
    <div className="bg-navy-950 px-4 py-1.5 text-center text-sm font-semibold text-white">
      <p>Test mode: no real payments</p>
    </div>
  )
}
