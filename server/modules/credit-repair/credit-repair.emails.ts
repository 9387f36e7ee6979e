import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { formatIsoDate } from '#shared/domain/case-labels.ts'
import { BUREAU_LABELS, type Bureau } from '#shared/domain/credit-repair.ts'
import { FREE_REPORT_SERVICE } from '#shared/contracts/credit-repair.contract.ts'

const NOT_A_LAW_FIRM = 'We prepare letters you send; we are not a law firm and do not give legal advice.'
const TURN_OFF = 'You can turn these reminders off in your account settings.'

/** A bureau's answer was due: record it, or send the follow-up for verified items. */
export function responseDueEmail(
  to: string,
  firstName: string,
  letter: { bureau: Bureau; sentOn: string; responseDueOn: string },
  dashboardUrl: string,
  companyName: string,
): OutgoingMail {
  const bureau = BUREAU_LABELS[letter.bureau]
  return {
    to,
    subject: `${bureau}'s answer to your dispute was due ${formatIsoDate(letter.responseDueOn)}`,
    text:
      `Hello ${firstName},\n\nYou mailed your dispute letter to ${bureau} on ${formatIsoDate(letter.sentOn)}. ` +
      `Its results were due by ${formatIsoDate(letter.responseDueOn)}.\n\n` +
      `When the results letter arrives, record what ${bureau} answered for each item (deleted, updated or ` +
      `verified) on your credit repair dashboard. For items ${bureau} verified you can print a follow-up ` +
      `letter asking how they were verified.\n\n${dashboardUrl}\n\n${NOT_A_LAW_FIRM}\n${TURN_OFF}\n\n${companyName}`,
  }
}

/** A free weekly report can be pulled again from the official service. */
export function freeReportsDueEmail(
  to: string,
  firstName: string,
  bureaus: Bureau[],
  dashboardUrl: string,
  companyName: string,
): OutgoingMail {
  const names = bureaus.map((bureau) => BUREAU_LABELS[bureau]).join(', ')
  return {
    to,
    subject: 'Your free weekly credit reports are ready to pull',
    text:
      `Hello ${firstName},\n\nYou can get a new free credit report from ${names} at ` +
      `${FREE_REPORT_SERVICE.name} (${FREE_REPORT_SERVICE.url}), the official site for free reports. ` +
      `Download each report as a PDF and upload it on your credit repair dashboard to keep track of your ` +
      `items.\n\n${dashboardUrl}\n\n${NOT_A_LAW_FIRM}\n${TURN_OFF}\n\n${companyName}`,
  }
}
