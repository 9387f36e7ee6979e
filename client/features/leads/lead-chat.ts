import type { ContentFigures, PackageFigure } from '#shared/content/figures.ts'
import { dayCount, percent, usd } from '#shared/content/format.ts'
import { shortDisclaimer } from '#shared/content/pages.ts'
import {
  deriveLeadTopic,
  isLeadEmail,
  isLeadPhone,
  LEAD_EMAIL_MESSAGE,
  LEAD_PHONE_MESSAGE,
  LEAD_TOPIC_LABELS,
  type ChatLeadInput,
  type LeadTopic,
} from '#shared/contracts/leads.contract.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'

/** Where the conversation is: 0 name, 1 cell number, 2 e-mail, 3 topic, 4 anything afterwards. */
export type LeadChatStep = 0 | 1 | 2 | 3 | 4

export type LeadChatState = { step: LeadChatStep; name: string; phone: string; email: string }

export const INITIAL_LEAD_CHAT: LeadChatState = { step: 0, name: '', phone: '', email: '' }

export type LeadChatLink = { label: string; path: string }

/** One message of the bot; `isNote` marks the disclaimer, which the panel sets apart. */
export type LeadChatReply = { text: string; link?: LeadChatLink; isNote?: boolean }

export type LeadChatTurn = {
  state: LeadChatState
  replies: LeadChatReply[]
  /** The lead to store after this turn, or null. */
  lead: ChatLeadInput | null
}

/** The bot's opening question (step 0). */
export const LEAD_CHAT_GREETING =
  "Hi! I can help you get started and have our team reach out. What's your name?"

/** The label of the input at each step, so screen readers know what is asked. */
export const LEAD_CHAT_INPUT_LABELS: Record<LeadChatStep, string> = {
  0: 'Your name',
  1: 'Your cell number',
  2: 'Your e-mail address',
  3: 'What can we help you with?',
  4: 'Your message',
}

/**
 * The conversation's next turn for what the visitor typed: the new state, the bot's replies and
 * the lead to send. Null for empty or whitespace-only text, which the chat ignores. A cell number
 * that is no phone number, or an e-mail that is no address, is asked for again in plain words; what
 * the visitor writes from the topic on is sent as their question (docs/decisions/052-lead-chat-checks.md).
 */
export function leadChatTurn(state: LeadChatState, typed: string, f: ContentFigures): LeadChatTurn | null {
  const text = typed.trim()
  if (!text) return null
  switch (state.step) {
    case 0:
      return {
        state: { ...state, step: 1, name: text },
        replies: [{ text: `Nice to meet you, ${text}! What's the best cell number to reach you?` }],
        lead: null,
      }
    case 1:
      if (!isLeadPhone(text)) return { state, replies: [{ text: LEAD_PHONE_MESSAGE }], lead: null }
      return {
        state: { ...state, step: 2, phone: text },
        replies: [{ text: 'Thanks! And your e-mail address?' }],
        lead: null,
      }
    case 2: {
      if (!isLeadEmail(text)) return { state, replies: [{ text: LEAD_EMAIL_MESSAGE }], lead: null }
      const next: LeadChatState = { ...state, step: 3, email: text }
      return {
        state: next,
        replies: [
          {
            text: `Thanks, ${next.name}. What can we help you with: state restoration, federal restoration, or our affiliate program?`,
          },
        ],
        lead: leadOf(next, 'GENERAL'),
      }
    }
    case 3: {
      const topic = deriveLeadTopic(text)
      const next: LeadChatState = { ...state, step: 4 }
      return {
        state: next,
        replies: [
          {
            text: `Got it: ${LEAD_TOPIC_LABELS[topic].toLowerCase()}. Our team will contact you at ${next.email} or ${next.phone}.`,
          },
          topicReply(topic, f),
          { text: shortDisclaimer(f), isNote: true },
        ],
        lead: { ...leadOf(next, topic), question: text },
      }
    }
    case 4:
      return {
        state,
        replies: [followUpReply(f)],
        // GENERAL: the server keeps the topic it already knows for the conversation.
        lead: { ...leadOf(state, 'GENERAL'), question: text },
      }
  }
}

function leadOf(state: LeadChatState, topic: LeadTopic): ChatLeadInput {
  return { name: state.name, phone: state.phone, email: state.email, topic }
}

/** The catalog figures that matter for the topic (DECISIONS §1: no price is written here). */
export function topicReply(topic: LeadTopic, f: ContentFigures): LeadChatReply {
  switch (topic) {
    case 'STATE':
      return {
        text: packageText(PACKAGE_NAMES.STATE, f.packages.state, f),
        link: { label: 'Check your state eligibility', path: pagePaths.startState },
      }
    case 'FEDERAL':
      return {
        text: packageText(PACKAGE_NAMES.FEDERAL, f.packages.federal, f),
        link: { label: 'Check your federal eligibility', path: pagePaths.startFederal },
      }
    case 'AFFILIATE': {
      const a = f.affiliate
      return {
        text: `Affiliates earn ${percent(a.commissionBps)} commission on every referred sale, plus ${usd(a.idVerifiedBonusCents)} when the customer verifies their ID. Commissions become payable after a ${dayCount(a.holdDays)} hold and are paid weekly once your balance reaches ${usd(a.minimumPayoutCents)}.`,
        link: { label: 'About the affiliate program', path: pagePaths.affiliate },
      }
    }
    case 'GENERAL': {
      const { state, federal, bundle } = f.packages
      return {
        text: `Our packages with verified ID: ${PACKAGE_NAMES.STATE} ${usd(state.priceCents)}, ${PACKAGE_NAMES.FEDERAL} ${usd(federal.priceCents)}, and the ${PACKAGE_NAMES.BUNDLE} of both ${usd(bundle.priceCents)} (you save ${usd(f.bundleSavingsCents)}). Each includes VIP Credit Repair free, a ${usd(f.vipCreditRepairValueCents)} value.`,
        link: { label: 'See all services and pricing', path: plannedPaths.pricing },
      }
    }
  }
}

function packageText(name: string, p: PackageFigure, f: ContentFigures): string {
  return `${name} costs ${usd(p.priceCents)} with verified ID, or ${usd(p.unverifiedPriceCents)} without (including the non-refundable ${usd(f.idVerificationFeeCents)} manual ID processing fee). VIP Credit Repair is included free, a ${usd(f.vipCreditRepairValueCents)} value, and Easy Payments start at ${usd(p.monthlyEstimateCents)}/month over ${f.easyPaymentsMonths} months.`
}

/** The reply to every message after the topic. */
export function followUpReply(f: ContentFigures): LeadChatReply {
  return {
    text: `Thanks! A member of our team will be in touch soon. If you want to tell us more in the meantime, write to ${f.company.supportEmail} or use our contact form.`,
    link: { label: 'Contact us', path: pagePaths.contact },
  }
}
