import { CONTACT_REPLY_HOURS } from '#shared/contracts/leads.contract.ts'

/** How the team can be reached, from the settings: no phone and no hours unless an admin set them. */
export type ContactReach = { phone: string | null; email: string; hasHours: boolean }

/**
 * The Error toast of a failed message. With a phone it is the specification's text word for word
 * (the number is on the page's Phone card); without one nothing says "call us".
 */
export function contactFailedText(reach: ContactReach | undefined): string {
  if (reach?.phone) return 'Failed to send message. Please try again or call us directly.'
  if (reach) return `Failed to send message. Please try again or e-mail us at ${reach.email}.`
  return 'Failed to send message. Please try again.'
}

/** The line under the Contact Us heading: calls only when there is a phone, hours only when published. */
export function contactIntro(reach: ContactReach | undefined): string {
  const ways = reach?.phone ? 'call or e-mail us' : 'e-mail us'
  const when = reach?.hasHours ? ' during our support hours' : ''
  return `Questions about restoring your rights, your case or our services? Send us a message and we'll get back to you within ${CONTACT_REPLY_HOURS} hours, or ${ways}${when}.`
}
