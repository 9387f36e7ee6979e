/** Filled in by the publishing work (issue 14). */
export function EmailMarketingRoute() {
  return <h1>email-marketing</h1>
}
