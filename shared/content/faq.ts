import type { ContentFigures } from './figures.ts'
import { hourCount, usd } from './format.ts'
import { TIMINGS, UPLOAD_RULES } from './policies.ts'

/** The FAQ's categories, in the order the filter shows them (specification §3). */
export const FAQ_CATEGORIES = [
  'General',
  'Timeline',
  'Documents',
  'Results',
  'Types',
  'Refunds',
  'Legal',
  'Eligibility',
  'Status',
  'Payment',
] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export type FaqEntry = {
  /** Stable and URL-safe: the FAQ links to an entry as /faq#{id}. */
  id: string
  question: string
  answer: string
  category: FaqCategory
}

/** The ten FAQ entries, one per category, with every figure from the catalog and settings. */
export function faqEntries(f: ContentFigures): FaqEntry[] {
  const { state, federal, bundle } = f.packages
  const company = f.company.name
  return [
    {
      id: 'general',
      category: 'General',
      question: `What does ${company} do?`,
      answer: `${company} is a document-preparation service for people who want to restore their firearm rights after a conviction. Our free online eligibility check applies federal law and your state's law to your answers; we then prepare the application or petition documents your route needs and tell you where to send them. Every restoration package includes VIP Credit Repair free of charge (a ${usd(f.vipCreditRepairValueCents)} value). We are not a law firm: the court, board, agency or official that receives your application decides it.`,
    },
    {
      id: 'timeline',
      category: 'Timeline',
      question: 'How long does restoration take?',
      answer: `It depends on your route and on the government office that decides it. Our part is quick: we prepare your documents within ${TIMINGS.documentPreparation} once we have all your materials. After you submit, state restoration typically takes ${TIMINGS.typicalState} and federal relief ${TIMINGS.typicalFederal}. A few state routes are faster, sometimes about 30 days, and some take longer, for example when a hearing is needed. For federal convictions, relief under 18 U.S.C. § 925(c) depends on rules the Department of Justice proposed in 2025 and has yet to put into effect, so nobody can promise a federal timeline today.`,
    },
    {
      id: 'documents',
      category: 'Documents',
      question: 'What documents will I need?',
      answer: `Usually a government-issued photo ID; court records for each conviction, such as the judgment or sentencing order and proof that you completed your sentence, probation or parole; and your fingerprints, either an FD-258 card or a live-scan receipt. Some routes also ask for reference letters or other records. Your case page lists exactly what your case needs. You can upload ${UPLOAD_RULES.fileTypes} files of up to ${UPLOAD_RULES.maxSize} each from your computer, or from your phone by scanning the QR code on your case page.`,
    },
    {
      id: 'results',
      category: 'Results',
      question: 'Can you guarantee that my rights will be restored?',
      answer: `No. Nobody can honestly guarantee it. The decision belongs to the court, board, agency, governor or federal official that receives your application, and it depends on your record and the law that applies to you. What we do promise is complete, carefully prepared documents based on the information you give us, prepared on time, with clear instructions on where they go.`,
    },
    {
      id: 'types',
      category: 'Types',
      question: 'What is the difference between state and federal restoration?',
      answer: `There are two separate prohibitions: your state's law may bar you from having firearms, and federal law may bar you as well. Lifting one does not always lift the other. State Restoration (${usd(state.priceCents)}) prepares the documents for your state's route, such as a court petition, a pardon application or a restoration-of-rights application. Federal Restoration (${usd(federal.priceCents)}) prepares the documents for the federal side that your eligibility check identifies. The Complete Bundle (${usd(bundle.priceCents)}) covers both and costs ${usd(f.bundleSavingsCents)} less than buying them separately.`,
    },
    {
      id: 'refunds',
      category: 'Refunds',
      question: 'What is your refund and cancellation policy?',
      answer: `You can cancel within ${hourCount(f.refundWindowHours)} of payment for a full refund if no work has started on your case. After that your payment is non-refundable, and all sales are final once document preparation begins. The manual ID processing fee (${usd(f.idVerificationFeeCents)}) is non-refundable. If you were charged twice or a payment went wrong, write to ${f.company.supportEmail} and we will put it right; please contact us before opening a dispute with your bank.`,
    },
    {
      id: 'legal',
      category: 'Legal',
      question: 'Are you a law firm? Do you give legal advice?',
      answer: `No. ${company} is a document-preparation service, not a law firm. We do not give legal advice, and using our service does not create an attorney-client relationship. Our eligibility check and the documents we prepare give you legal information based on the facts you enter. Where attorney work is needed, for example appearing in court, independent attorneys handle it under separate terms agreed directly with you. For advice about your own situation, please speak with a licensed attorney in your state.`,
    },
    {
      id: 'eligibility',
      category: 'Eligibility',
      question: 'How do I find out if I am eligible?',
      answer: `Take our free eligibility check: a short online questionnaire for federal restoration (/start/federal) or state restoration (/start/state). It applies federal law and the law of your state to your answers and shows a result (eligible, not eligible, or manual review), the reasons, and the statutes and rules it relied on. When your answers leave a question open, it recommends a manual review instead of guessing. The result is legal information, not legal advice.`,
    },
    {
      id: 'status',
      category: 'Status',
      question: 'How can I check the status of my case?',
      answer: `Sign in and open your dashboard. Each case shows its current stage, what we still need from you and its activity history, and we e-mail you whenever the stage changes. The stages are intake, documents pending, fingerprints pending, ready to send, submitted and decision. Questions about your case? Write to ${f.company.supportEmail}; we reply within ${TIMINGS.contactReply}.`,
    },
    {
      id: 'payment',
      category: 'Payment',
      question: 'How much does it cost, and how do I pay?',
      answer: `State Restoration costs ${usd(state.priceCents)}, Federal Restoration ${usd(federal.priceCents)} and the Complete Bundle ${usd(bundle.priceCents)}, each with VIP Credit Repair included free. These prices apply when you verify your identity online; if you skip verification, a non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)} is added. You pay by card, in full or with a ${f.depositPercent}% deposit first; the balance is due before document preparation begins. Card payments are handled by our payment provider, and we never store your card number.`,
    },
  ]
}
