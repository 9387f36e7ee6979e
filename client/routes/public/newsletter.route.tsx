/** Filled in by the publishing work (issue 14). */
export function NewsletterConfirmRoute() {
  return <h1>Confirm</h1>
}

export function NewsletterUnsubscribeRoute() {
  return <h1>Unsubscribe</h1>
}
