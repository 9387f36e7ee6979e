/** Filled in by the publishing work (issue 14). */
export function VideoDashboardRoute() {
  return <h1>video-dashboard</h1>
}
