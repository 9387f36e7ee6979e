/**
 * Value lists of the back office, spelled once here: the database schema, the contracts and the
 * screens all read them.
 */

/** The funnel steps stored as events; cases and paid orders are counted from their own tables. */
export const RECORDED_FUNNEL_STEPS = ['WIZARD_STARTED', 'VERDICT'] as const
export type RecordedFunnelStep = (typeof RECORDED_FUNNEL_STEPS)[number]

/** The funnel's steps in order: a visitor opens the wizard, gets a verdict, opens a case, pays. */
export const FUNNEL_STEPS = [...RECORDED_FUNNEL_STEPS, 'CASE_CREATED', 'PAID'] as const

/**
 * A mail log entry: KEPT whole (no SMTP server), or SENT / FAILED by the relay, body not kept
 * (docs/decisions/039-mail-log.md).
 */
export const MAIL_LOG_STATUSES = ['KEPT', 'SENT', 'FAILED'] as const
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number]
