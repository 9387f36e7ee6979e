import type { ContentFigures } from './figures.ts'
import { TIMINGS } from './policies.ts'

/** Who is asking: the help widget, the affiliate help chat, or the AI chat of the services page. */
export type AssistantAudience = 'help' | 'affiliate' | 'chat'

export type AnswerSource = { title: string; path: string }

/** The first message each assistant shows. */
export function assistantWelcome(audience: AssistantAudience, f: ContentFigures): string {
  switch (audience) {
    case 'help':
      return 'Hi! Ask me about our services, prices, timelines, documents or policies. I answer from our own help pages and cannot give legal advice.'
    case 'chat':
      return `Hello! I'm the ${f.company.name} assistant. Ask me about our packages, prices, the process or our policies. I can't give legal advice, but I can point you to our free eligibility check.`
    case 'affiliate':
      return 'Hi! Ask me about commissions, the hold period, payouts or the posting guidelines.'
  }
}

/** Suggested questions; the widgets offer the first three. Each one is answered from the knowledge base. */
export const QUICK_QUESTIONS: Record<AssistantAudience, readonly string[]> = {
  help: [
    'How long does restoration take?',
    'What does it cost?',
    'What documents will I need?',
    'What is your refund policy?',
  ],
  chat: [
    'What is the difference between state and federal restoration?',
    'How much does it cost?',
    'Is credit repair included?',
    'How long does restoration take?',
  ],
  affiliate: [
    'How much commission do I earn?',
    'When are payouts made?',
    'How long is the hold period?',
    'What should I avoid saying in my videos?',
  ],
}

/** Where the safe answer to a legal-advice question sends people. */
export const ELIGIBILITY_CHECK_SOURCE: AnswerSource = {
  title: 'Free eligibility check',
  path: '/start/federal',
}

/**
 * The fixed answer to questions about the asker's own legal position (am I eligible, can I own a
 * gun, what should I do): answering them would be legal advice.
 */
export function legalAdviceAnswer(f: ContentFigures): string {
  return `I can't tell you whether you are eligible or what you should do legally: that would be legal advice, and ${f.company.name} is a document-preparation service, not a law firm. Our free eligibility check applies federal and state law to your answers and explains the result: start it at /start/federal for federal restoration or /start/state for state restoration. You can also write to our support team at ${f.company.supportEmail}, and for advice about your own situation, please speak with a licensed attorney.`
}

/** The answer when the knowledge base has nothing on the question. */
export function noMatchAnswer(audience: AssistantAudience, f: ContentFigures): string {
  const topics =
    audience === 'affiliate'
      ? 'commissions, the hold period, payouts and posting guidelines'
      : 'our services, prices, timelines, documents and policies'
  return `Sorry, I couldn't find an answer to that in our help pages. I can answer questions about ${topics}. For anything else, write to our support team at ${f.company.supportEmail} or use the contact form at /contact; we reply within ${TIMINGS.contactReply}.`
}
