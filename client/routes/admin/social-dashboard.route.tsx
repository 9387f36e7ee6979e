/** Filled in by the publishing work (issue 14). */
export function SocialDashboardRoute() {
  return <h1>social-dashboard</h1>
}
