import {
  groupWeeklyHours,
  WEEKDAY_NAMES,
  type HoursGroup,
  type WeeklyHours,
} from '../domain/support-hours.ts'
import type { ContentFigures } from './figures.ts'
import { clockTime, dayCount, hourCount, usd } from './format.ts'
import { TIMINGS, UPLOAD_RULES } from './policies.ts'

export type HowItWorksStep = { number: number; title: string; text: string }

export type HelpTopic = {
  /** Anchor on /help: /help#{id}. */
  id: string
  title: string
  paragraphs: string[]
}

export type SupportHours = {
  rows: { days: string; hours: string }[]
  timeZoneLabel: string
  /** One line for footers and cards: 'Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed'. */
  summary: string
}

export type HelpPage = {
  title: string
  intro: string
  howItWorks: HowItWorksStep[]
  topics: HelpTopic[]
  stillNeedHelp: {
    title: string
    text: string
    liveChatLabel: string
    contactFormLabel: string
    contactFormPath: string
    phone: string | null
    email: string
  }
  /** Null when no support hours are published. */
  hours: SupportHours | null
}

/** The four steps of the restoration process, as the landing page and /help describe them. */
export function howItWorksSteps(f: ContentFigures): HowItWorksStep[] {
  return [
    {
      number: 1,
      title: 'Eligibility check',
      text: "Answer a few questions about your conviction online, free of charge. The check applies federal law and your state's law and shows the result, the reasons and the rules it relied on.",
    },
    {
      number: 2,
      title: 'Document preparation',
      text: `Choose your package and sign the service agreement. We prepare your documents within ${TIMINGS.documentPreparation} once we have all your materials.`,
    },
    {
      number: 3,
      title: 'Fingerprints and ID',
      text: `Upload your fingerprints by scanning the QR code on your case page with your phone, or by e-mail. Verify your identity online in ${TIMINGS.onlineIdCheck}, or skip it and pay the ${usd(f.idVerificationFeeCents)} manual ID processing fee.`,
    },
    {
      number: 4,
      title: 'Submission and tracking',
      text: 'Approve and submit your case, send the packet to the office its checklist names, and follow every stage on your dashboard. We e-mail you at each change.',
    },
  ]
}

/** Support hours in the business time zone, as the settings give them; null when none are published. */
export function supportHours(f: ContentFigures): SupportHours | null {
  return f.company.supportHours ? formatSupportHours(f.company.supportHours, f.timeZoneLabel) : null
}

/**
 * The week as the pages print it: a row per run of days with the same hours ('Monday-Friday',
 * '8:00 AM-8:00 PM') and one line ('Mon-Fri 8am-8pm, Sat 9am-5pm Eastern Time; Sun closed').
 */
export function formatSupportHours(week: WeeklyHours, timeZoneLabel: string): SupportHours {
  const groups = groupWeeklyHours(week)
  const open = groups.filter((group) => group.hours !== null)
  const closed = groups.filter((group) => group.hours === null)
  const openText = open.map((group) => `${dayRange(group, 'short')} ${shortHours(group)}`).join(', ')
  const closedText = closed.map((group) => dayRange(group, 'short')).join(', ')
  return {
    rows: groups.map((group) => ({
      days: dayRange(group, 'long'),
      hours: group.hours ? `${clockTime(group.hours.opensAt)}-${clockTime(group.hours.closesAt)}` : 'Closed',
    })),
    timeZoneLabel,
    summary: `${openText} ${timeZoneLabel}${closed.length > 0 ? `; ${closedText} closed` : ''}`,
  }
}

function dayRange(group: HoursGroup, length: 'short' | 'long'): string {
  const first = WEEKDAY_NAMES[group.firstDay]![length]
  return group.firstDay === group.lastDay ? first : `${first}-${WEEKDAY_NAMES[group.lastDay]![length]}`
}

function shortHours(group: HoursGroup): string {
  return group.hours ? `${shortClock(group.hours.opensAt)}-${shortClock(group.hours.closesAt)}` : 'closed'
}

// '08:00' → '8am', '17:30' → '5:30pm'.
function shortClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`
}

/** The help topics of /help, beside the FAQ. */
export function helpTopics(f: ContentFigures): HelpTopic[] {
  const { state, federal, bundle } = f.packages
  const hours = supportHours(f)
  return [
    {
      id: 'how-it-works',
      title: 'How the process works',
      paragraphs: howItWorksSteps(f).map((step) => `${step.number}. ${step.title}: ${step.text}`),
    },
    {
      id: 'documents',
      title: 'Your documents',
      paragraphs: [
        'After you create your case, its page lists the documents your route needs. Most cases need a government-issued photo ID, the court records of each conviction (the judgment or sentencing order and proof that the sentence, probation or parole is complete) and a fingerprint record. Some routes also need reference letters.',
        `Upload ${UPLOAD_RULES.fileTypes} files of up to ${UPLOAD_RULES.maxSize} each on your case page. If you do not have your court records, the clerk of the court that handled your case can give you certified copies; the clerk may charge a fee for them.`,
        `We check each upload and tell you if something is unreadable or missing. Once everything is in, we prepare your documents within ${TIMINGS.documentPreparation}.`,
      ],
    },
    {
      id: 'fingerprints',
      title: 'Fingerprints by QR code or e-mail',
      paragraphs: [
        'Many routes ask for a fingerprint record: an FD-258 fingerprint card taken at a police station or a fingerprinting service, or the receipt of an electronic (live-scan) appointment. Fingerprinting services set their own fees.',
        `To upload from your phone, scan the QR code on your case page with the phone's camera. It opens an upload page for your case without signing in; the link is valid for ${dayCount(TIMINGS.uploadLinkDays)}.`,
        "To upload by e-mail, send the scan or photo as an attachment to your case's fingerprint address, shown on your case page. It reaches your case directly.",
        'We read each fingerprint file, note what it is (card, live-scan receipt or other) and let you know if the prints are not clear enough to use.',
      ],
    },
    {
      id: 'identity',
      title: 'Verifying your identity',
      paragraphs: [
        `We verify who you are before we prepare documents in your name. Online verification takes ${TIMINGS.onlineIdCheck}: you photograph your government-issued ID and take a selfie.`,
        `If you prefer not to verify online, choose Skip Verification. We then check your ID by hand, which takes ${TIMINGS.manualIdProcessing} and adds a non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)}.`,
        'Some applications ask for your Social Security number. We collect it on a separate secure form, store it encrypted and only ever show its last four digits.',
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      paragraphs: [
        `Prices with verified ID: State Restoration ${usd(state.priceCents)}, Federal Restoration ${usd(federal.priceCents)}, Complete Bundle ${usd(bundle.priceCents)}. VIP Credit Repair (a ${usd(f.vipCreditRepairValueCents)} value) is included free with each of them. Without ID verification, the ${usd(f.idVerificationFeeCents)} manual ID processing fee is added.`,
        `Pay by card in full, or start with a ${f.depositPercent}% deposit (${usd(f.federalDepositCents)} on the federal package) and pay the balance before document preparation begins. The Easy Payments estimate spreads the package price over ${f.easyPaymentsMonths} months to help you plan, for example ${usd(federal.monthlyEstimateCents)} a month for Federal Restoration.`,
        `Card payments are processed by our payment provider; we never see or store your full card number. You may cancel within ${hourCount(f.refundWindowHours)} of payment for a full refund if no work has started; otherwise payments are non-refundable.`,
      ],
    },
    {
      id: 'credit-repair',
      title: 'VIP Credit Repair, included free',
      paragraphs: [
        `Every restoration package includes VIP Credit Repair at no cost, a ${usd(f.vipCreditRepairValueCents)} value. We review the credit reports you obtain and share with us, and prepare dispute letters to the credit bureaus and creditors about the items you tell us are inaccurate, incomplete or unverifiable.`,
        'Credit repair starts after the 3-business-day cancellation period of your agreement. No one can lawfully remove accurate, current and verifiable information from a credit report, so we do not promise that any item will be removed or that your score will change.',
      ],
    },
    {
      id: 'contact',
      title: hours ? 'Contact and support hours' : 'Contact us',
      paragraphs: [
        `${hours ? `Our support hours are ${hours.summary}. ` : ''}E-mail ${f.company.supportEmail}${f.company.supportPhone ? ` or call ${f.company.supportPhone}` : ''}, or use the contact form at /contact; we reply within ${TIMINGS.contactReply}. Our address: ${f.company.name}, ${f.company.address}.`,
      ],
    },
  ]
}

function stillNeedHelpText(f: ContentFigures): string {
  const hours = supportHours(f)
  const reply = `Our team answers e-mail within ${TIMINGS.contactReply}`
  if (f.company.supportPhone) {
    return hours
      ? `${reply} and takes calls during support hours (${hours.summary}).`
      : `${reply} and takes calls at ${f.company.supportPhone}.`
  }
  return hours ? `${reply} (support hours: ${hours.summary}).` : `${reply}.`
}

/** Everything /help shows besides the FAQ list itself. */
export function helpPage(f: ContentFigures): HelpPage {
  return {
    title: 'Help and Support',
    intro:
      'Answers about the process, documents, fingerprints, identity checks and payments. Search the questions below or browse by category.',
    howItWorks: howItWorksSteps(f),
    topics: helpTopics(f),
    stillNeedHelp: {
      title: 'Still Need Help?',
      text: stillNeedHelpText(f),
      liveChatLabel: 'Live Chat',
      contactFormLabel: 'Contact Form',
      contactFormPath: '/contact',
      phone: f.company.supportPhone,
      email: f.company.supportEmail,
    },
    hours: supportHours(f),
  }
}
