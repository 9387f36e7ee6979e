import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { formatUsd } from '#shared/domain/money.ts'

type Company = { name: string; supportEmail: string }

function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(at)
}

/** A week before deactivation: one direct sale by the date keeps the affiliate active. */
export function inactivityWarningEmail(input: {
  to: string
  name: string
  dueAt: Date
  days: number
  timeZone: string
  dashboardUrl: string
  company: Company
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your ${input.company.name} affiliate account needs a sale by ${dateIn(input.dueAt, input.timeZone)}`,
    text:
      `Hello ${input.name},\n\nAffiliates stay active with at least one direct sale every ${input.days} days. ` +
      `We have not seen a direct sale from your link recently, so your affiliate account will be deactivated on ` +
      `${dateIn(input.dueAt, input.timeZone)} unless a customer you referred pays for a package before then.\n\n` +
      `Your links and figures: ${input.dashboardUrl}\n\n` +
      `Commissions you have already earned are paid out as usual either way.\n\n${input.company.name}\n${input.company.supportEmail}`,
  }
}

export function deactivatedEmail(input: {
  to: string
  name: string
  reason: string
  company: Company
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your ${input.company.name} affiliate account was deactivated`,
    text:
      `Hello ${input.name},\n\nYour affiliate account was deactivated: ${input.reason}\n\n` +
      `Your links no longer earn commission. Commissions you earned before are still paid out on the usual schedule. ` +
      `To be reactivated, write to ${input.company.supportEmail}.\n\n${input.company.name}`,
  }
}

export function payoutSentEmail(input: {
  to: string
  name: string
  amountCents: number
  expectedArrivalAt: Date
  timeZone: string
  dashboardUrl: string
  company: Company
}): OutgoingMail {
  return {
    to: input.to,
    subject: `${formatUsd(input.amountCents, { alwaysShowCents: true })} is on its way to your bank`,
    text:
      `Hello ${input.name},\n\nWe sent your affiliate payout of ${formatUsd(input.amountCents, { alwaysShowCents: true })} by ACH. ` +
      `It should arrive by ${dateIn(input.expectedArrivalAt, input.timeZone)}.\n\n` +
      `Details: ${input.dashboardUrl}\n\n${input.company.name}`,
  }
}
