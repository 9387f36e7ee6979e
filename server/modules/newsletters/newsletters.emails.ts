import type { OutgoingMail } from '#server/adapters/mail/index.ts'

/** The double opt-in message: the link confirms the subscription (the page asks for a button press). */
export function confirmSubscriptionEmail(context: {
  to: string
  companyName: string
  listName: string
  confirmUrl: string
  validDays: number
}): OutgoingMail {
  const text = [
    `Please confirm that you want to receive ${context.listName} from ${context.companyName}.`,
    '',
    `Confirm your subscription: ${context.confirmUrl}`,
    '',
    `The link is valid for ${context.validDays} days. If you did not ask for this, ignore this e-mail: ` +
      'you will not be subscribed.',
  ].join('\n')
  return {
    to: context.to,
    subject: `Confirm your subscription to ${context.listName}`,
    text,
  }
}
