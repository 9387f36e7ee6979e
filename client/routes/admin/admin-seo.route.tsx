/** Filled in by the publishing work (issue 14). */
export function AdminSeoRoute() {
  return <h1>admin-seo</h1>
}
