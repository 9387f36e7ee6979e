export { users, sessions, accounts, verifications } from './auth.ts'
export { settings, products } from './settings.ts'
export { outboxMessages } from './outbox.ts'
export {
  cases,
  caseDecisions,
  casePackageChoices,
  caseReminders,
  caseReviewAcknowledgements,
  caseStaffReviews,
} from './cases.ts'
export { orderFlags, orders } from './orders.ts'
export { auditEntries } from './audit.ts'
export { documentRequests, documents, uploadSlots } from './documents.ts'
export { fingerprints } from './fingerprints.ts'
export { inboundMessages } from './inbound-mail.ts'
export { agreementSignatures } from './agreements.ts'
export { payments, paymentEvents, refunds } from './payments.ts'
export { identityVerifications, identityProfiles } from './identity.ts'
export { newsFeeds, newsItems } from './news.ts'
export { channelCursors, conversations, conversationMessages, leads } from './inbox.ts'
export { jobs } from './jobs.ts'
export {
  affiliateLaunchLeads,
  affiliateTaxForms,
  affiliates,
  ledgerEntries,
  payoutAccounts,
  payouts,
  referralClicks,
  referrals,
  sandboxPayoutAccounts,
  sandboxTransfers,
  testClock,
} from './affiliates.ts'
export { funnelEvents } from './funnel.ts'
export { socialPosts } from './social.ts'
export { videoPlans } from './videos.ts'
export { campaignRecipients, campaigns, mailingLists, subscribers } from './newsletters.ts'
export { seoBackups, seoOverrides } from './seo.ts'
export { creditItems, creditReports, disputeLetters, userPreferences } from './credit-repair.ts'
