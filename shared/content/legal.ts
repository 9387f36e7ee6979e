import { agreementText } from '../domain/agreement.ts'
import type { ContentFigures } from './figures.ts'
import { dayCount, hourCount, usd } from './format.ts'
import { TIMINGS } from './policies.ts'

/** The date of the current wording of the legal pages; change it whenever the wording changes. */
export const LEGAL_PAGES_UPDATED_ON = '2026-11-21'

export type LegalSection = {
  /** Anchor on the page: {path}#{id}. */
  id: string
  heading: string
  paragraphs: string[]
}

export type LegalPage = {
  path: '/privacy-policy' | '/terms-of-service' | '/disclaimer' | '/legal'
  title: string
  /** The meta description. */
  description: string
  updatedOn: string
  sections: LegalSection[]
}

function contactLine(f: ContentFigures): string {
  const phone = f.company.supportPhone ? `, phone ${f.company.supportPhone}` : ''
  return `${f.company.name}, ${f.company.address}. E-mail ${f.company.supportEmail}${phone}.`
}

/** /privacy-policy: what we hold and why, who sees it, how long we keep it, and the visitor's rights. */
export function privacyPolicy(f: ContentFigures): LegalPage {
  const company = f.company.name
  return {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${company} collects, uses, protects and keeps your personal information, and how to ask for a copy or deletion.`,
    updatedOn: LEGAL_PAGES_UPDATED_ON,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `${company} ("we", "us") prepares documents for the restoration of firearm rights, with credit repair included, from ${f.company.address}. This policy explains what personal information we collect, why we need it, who we share it with, how long we keep it and the choices you have. If you have a question about it, write to ${f.company.supportEmail}.`,
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: [
          'Account and contact details: your name, e-mail address, phone number if you give it, and your password, which we store only as a secure hash.',
          'Criminal history and case information: the answers you give in the eligibility check (convictions, charges, dates, sentences and supervision), its result, and the information and documents for your case, such as court records and reference letters.',
          'Identity information: photos of your government-issued ID and a selfie for identity verification, the name and date of birth shown on the ID, and the result of the check. If you choose manual ID processing, the copy of the ID you send us.',
          'Your Social Security number, when an application form requires it. It is encrypted before it is stored, and we only ever display its last four digits.',
          'Fingerprint records you upload, such as fingerprint cards and live-scan receipts.',
          'Payment information: the packages you buy and the amounts paid. Card numbers go directly to our payment provider; we never receive or store them.',
          "Agreement records: when you sign the service agreement, your typed name, the time, your IP address, your browser's description of itself and a checksum of the exact text you signed.",
          'Messages you send us through the contact form, the chat and help widgets, and e-mail.',
          `Technical information: IP addresses and browser details in our security logs, the cookie that keeps you signed in and, if you arrived through an affiliate's link, a referral cookie that lasts ${dayCount(f.affiliate.cookieDays)}.`,
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Why we use it',
        paragraphs: [
          'We use your information to screen your eligibility, prepare your documents and run your case; to verify your identity so that documents are prepared for the right person; to take payments and make refunds; to send you case updates and answer your questions; to credit affiliates for the customers they refer; to keep the service secure and prevent fraud; and to meet our legal, tax and accounting obligations.',
          'We use your criminal history, identity documents and Social Security number only to provide the service you asked for, never for marketing. Affiliates see that a referred sale happened and the commission it earned, never who you are or anything about your case.',
          'Questions typed into our help and chat assistants are used to answer them. When an AI language service is switched on to word the answers, the question and the passages of our help pages it draws on are sent to that service for that purpose only.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell or rent your personal information, and we do not share it for advertising.',
          'We share it only with: service providers that work for us under contract and on our instructions (card payments, identity verification, e-mail delivery, secure file storage and hosting); the court, agency, board or official that receives your application, which you send or which is sent at your direction; independent attorneys, only with your permission, when your case needs attorney work; and authorities, when the law requires it, for example under a subpoena or court order.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'Connections to our site are encrypted. Social Security numbers are encrypted with AES-256 before they are stored. ID photos, fingerprints and court records are kept in private storage that only the people who need them for your case can reach, and every change to a case is recorded.',
          'No system is perfectly secure. If a breach affected your information, we would tell you as the law requires.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          `We keep case records, signed agreements and payment records for ${TIMINGS.recordRetentionYears} years, so that we can answer questions about the documents we prepared and meet our tax and legal obligations. After that we delete them or make them anonymous.`,
          'Information we are not required to keep, such as identity photos after your check is complete, can be deleted sooner at your request.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your choices and rights',
        paragraphs: [
          `You can ask for a copy of your personal information, ask us to correct it, or ask us to delete information we are not required to keep. Write to ${f.company.supportEmail} from the e-mail address of your account; we may ask you to confirm your identity first. We respond to every request within ${TIMINGS.privacyResponseDays} days.`,
          'Marketing e-mails carry a link to unsubscribe. Case updates are part of the service and are sent while your case is open.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          `We use a cookie to keep you signed in and to protect our forms, and a referral cookie (${dayCount(f.affiliate.cookieDays)}) that records which affiliate's link brought you to us. We do not use advertising cookies. Our payment and identity verification providers may set their own cookies on their forms to prevent fraud.`,
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          'Our services are for adults aged 18 or over. We do not knowingly collect information from children.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We post every change on this page with a new date. If a change affects how we use information we already hold, we tell you by e-mail first.',
        ],
      },
      { id: 'contact', heading: 'Contact', paragraphs: [contactLine(f)] },
    ],
  }
}

function termsSections(f: ContentFigures): LegalSection[] {
  const company = f.company.name
  const { state, federal, bundle } = f.packages
  return [
    {
      id: 'agreement',
      heading: 'Agreement to these terms',
      paragraphs: [
        `These terms govern your use of the ${company} website and services. By creating an account or buying a package you agree to them. When you buy a package you also sign a service agreement (shown in full at /legal), which governs that purchase; where the two differ, the service agreement prevails.`,
      ],
    },
    {
      id: 'services',
      heading: 'Our services',
      paragraphs: [
        'We provide document preparation: a free online eligibility screening, the preparation of application and petition documents for the restoration of firearm rights, and instructions on where to send them. VIP Credit Repair is included free with every restoration package. We also review documents you have prepared yourself (see /document-review).',
      ],
    },
    {
      id: 'not-a-law-firm',
      heading: 'We are not a law firm',
      paragraphs: [
        `${company} is not a law firm and is not a substitute for an attorney. We do not give legal advice, and using our site or services does not create an attorney-client relationship. Our eligibility screening and the documents we prepare are legal information based on the facts you provide. Where attorney work is needed, independent attorneys handle it under separate terms agreed directly with you.`,
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        `You must be 18 or over and give true, complete information. Keep your password private: you are responsible for what is done with your account. Tell us at once at ${f.company.supportEmail} if you think someone else has used it.`,
      ],
    },
    {
      id: 'your-information',
      heading: 'Your information and your application',
      paragraphs: [
        'The documents we prepare depend on the information and records you give us, and you confirm that they are true and complete. You decide whether to submit your application, and you sign and send it as its checklist describes.',
        'Fees charged by courts, agencies and fingerprinting services are set by them and are not part of our price.',
      ],
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      paragraphs: [
        `Prices are in US dollars and shown on /pricing and at checkout. With verified identity: State Restoration ${usd(state.priceCents)}, Federal Restoration ${usd(federal.priceCents)}, Complete Bundle ${usd(bundle.priceCents)}. Without identity verification, a non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)} is added.`,
        `Payment is due in full before document preparation begins. If you start with a ${f.depositPercent}% deposit, we begin preparing your documents once the balance is paid. We may change prices for future purchases; the price you accepted at checkout does not change.`,
      ],
    },
    {
      id: 'refunds',
      heading: 'Cancellations and refunds',
      paragraphs: [
        `You may cancel within ${hourCount(f.refundWindowHours)} of payment for a full refund if no work has started on your case. Otherwise payments are non-refundable, and all sales are final once document preparation begins. The manual ID processing fee is non-refundable. Duplicate charges and payment errors are always refunded.`,
        `Please contact ${f.company.supportEmail} before opening any dispute or chargeback with your bank, so that we can put things right.`,
        'You may cancel the included credit repair within 3 business days of signing, as the service agreement explains. It is free, so nothing is charged or refunded for it.',
      ],
    },
    {
      id: 'timing',
      heading: 'Timing',
      paragraphs: [
        `We prepare documents within ${TIMINGS.documentPreparation} after we have received all the materials we need. How long a court, agency or board takes to decide is outside our control, and we do not promise any decision date.`,
      ],
    },
    {
      id: 'no-guarantee',
      heading: 'No guaranteed outcome',
      paragraphs: [
        'We do not guarantee that any application will be granted or that your rights will be restored, and we do not guarantee that any item will be removed from a credit report or that a credit score will change.',
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using the site',
      paragraphs: [
        "Do not give false information, try to reach other people's data, disrupt the service or collect content from it by automated means. We may suspend accounts that break these terms.",
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim about a purchase is limited to the amount you paid for it. Nothing in these terms limits rights you have under consumer protection law that cannot be waived, including your rights under the Credit Repair Organizations Act.',
      ],
    },
    {
      id: 'affiliates',
      heading: 'Affiliate program',
      paragraphs: [
        'If you join our affiliate program, the Affiliate Program Terms (/affiliate-terms) apply to it as well.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date on this page shows the current version. Changes apply to purchases made after they are posted.',
      ],
    },
    { id: 'contact', heading: 'Contact', paragraphs: [contactLine(f)] },
  ]
}

/** /terms-of-service. */
export function termsOfService(f: ContentFigures): LegalPage {
  return {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `The terms for using the ${f.company.name} website and document-preparation services: payment, refunds, timing and what we do not do.`,
    updatedOn: LEGAL_PAGES_UPDATED_ON,
    sections: termsSections(f),
  }
}

/** /disclaimer: the not-a-law-firm statements in full. */
export function legalDisclaimer(f: ContentFigures): LegalPage {
  const company = f.company.name
  return {
    path: '/disclaimer',
    title: 'Legal Disclaimer',
    description: `${company} is a document-preparation service, not a law firm: no legal advice, no attorney-client relationship, no guaranteed outcome.`,
    updatedOn: LEGAL_PAGES_UPDATED_ON,
    sections: [
      {
        id: 'no-legal-advice',
        heading: 'No legal advice',
        paragraphs: [
          `${company} is a document-preparation service, not a law firm. What you read on this website, in our eligibility check, assistants and e-mails, and in the documents we prepare is general legal information, not legal advice, and it is no substitute for the advice of a licensed attorney about your situation.`,
        ],
      },
      {
        id: 'no-attorney-client-relationship',
        heading: 'No attorney-client relationship',
        paragraphs: [
          'Using this site or buying our services does not create an attorney-client relationship, and what you tell us is not protected by attorney-client privilege. Independent attorneys who handle any required attorney work do so under separate terms agreed directly with you.',
        ],
      },
      {
        id: 'eligibility-results',
        heading: 'Eligibility results',
        paragraphs: [
          'The eligibility check applies published federal and state rules to the answers you give. It can be wrong when an answer is incomplete or the law has changed, and it cannot see details of your record that you do not enter. Where the rules turn on facts it cannot decide, it says so and recommends a manual review.',
        ],
      },
      {
        id: 'changing-law',
        heading: 'The law changes',
        paragraphs: [
          'Firearm and restoration laws change, and courts read them differently. Federal relief under 18 U.S.C. § 925(c) depends on rules the Department of Justice proposed in 2025 and has yet to put into effect. We update our rules when the law changes, but we cannot promise that every page reflects the latest change.',
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'No guaranteed outcome',
        paragraphs: [
          'Every decision is made by the court, board, agency or official that reviews the application, and it depends on your record and the law. Examples and typical timelines on this site are not a promise of any result or date. Fees are non-refundable once work begins.',
        ],
      },
      {
        id: 'credit-repair',
        heading: 'Credit repair',
        paragraphs: [
          'No one can lawfully remove accurate, current and verifiable information from a credit report. The credit repair included with our packages disputes only the items you tell us are inaccurate, incomplete or unverifiable.',
        ],
      },
      {
        id: 'your-responsibility',
        heading: 'Until your rights are restored',
        paragraphs: [
          'Do not buy, possess or handle firearms or ammunition while the law prohibits you from doing so, and do not rely on an application that is still pending. If you are unsure whether a restriction applies to you, ask a licensed attorney.',
        ],
      },
      {
        id: 'external-links',
        heading: 'Links to other sites',
        paragraphs: [
          'Links to government offices and other websites are provided for convenience. We do not control those sites and are not responsible for their content.',
        ],
      },
    ],
  }
}

/**
 * /legal, opened from the checkout consent box: the terms of service and the service agreement,
 * shown for the federal package with the other packages' prices beside it.
 */
export function fullTerms(f: ContentFigures): LegalPage {
  const { state, federal, bundle } = f.packages
  const agreement = agreementText({
    companyName: f.company.name,
    companyAddress: f.company.address,
    supportEmail: f.company.supportEmail,
    packageName: federal.name,
    priceCents: federal.priceCents,
    idFeeCents: 0,
    creditRepairValueCents: f.vipCreditRepairValueCents,
    refundWindowHours: f.refundWindowHours,
  })
  return {
    path: '/legal',
    title: 'Terms and Conditions',
    description: `The full terms of ${f.company.name}: the terms of service and the service agreement you sign at checkout.`,
    updatedOn: LEGAL_PAGES_UPDATED_ON,
    sections: [
      {
        id: 'overview',
        heading: 'What applies when you buy',
        paragraphs: [
          'Two documents apply when you buy a package: the terms of service below, and the service agreement you sign electronically at checkout, which is stored with your case as a PDF.',
          `The agreement below is shown for the ${federal.name} package. The agreement you sign names your own package and its price: ${state.name} ${usd(state.priceCents)}, ${federal.name} ${usd(federal.priceCents)}, ${bundle.name} ${usd(bundle.priceCents)}. Without identity verification it adds the non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)}.`,
        ],
      },
      ...termsSections(f),
      { id: 'service-agreement', heading: 'Service Agreement', paragraphs: agreement.split('\n\n') },
    ],
  }
}
