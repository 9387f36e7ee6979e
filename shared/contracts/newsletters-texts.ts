/**
 * The e-mail marketing texts (002 §2.6, §5, §8), spelled once. Kept free of zod so the site's
 * footer form can show them without loading the contracts (docs/decisions/040-email-marketing.md).
 */

export const SUBSCRIBER_REQUIRED_MESSAGE = 'Please select a list and enter an email address.'
export const CAMPAIGN_REQUIRED_MESSAGE = 'Please fill in all required fields.'
export const ADD_SUBSCRIBER_FAILED = 'Failed to add subscriber'
export const CREATE_CAMPAIGN_FAILED = 'Failed to create campaign'

/** What the footer form says after any valid address, so it never tells who is subscribed. */
export const SUBSCRIBE_CHECK_INBOX = 'Thanks! Check your inbox for a link to confirm your subscription.'
export const SUBSCRIBE_EMAIL_INVALID = 'Enter a valid e-mail address.'
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid or has expired.'
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.'

/** Why a recipient left in SENDING by a crash is not sent again. */
export const INTERRUPTED_NOT_RESENT = 'interrupted; not re-sent to avoid a duplicate'

/** The name of the list the footer form subscribes to, created at first start. */
export const DEFAULT_LIST_NAME = 'Newsletter'

export const NEWSLETTER_FOOTER_TITLE = 'Get our newsletter'
export const NEWSLETTER_FOOTER_HINT =
  'News on restoring firearm rights, now and then. Unsubscribe with one click.'

/** Tags as the form takes them: comma separated, each trimmed, empty ones dropped (002 §5). */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]
}
