import type { StepState } from '#shared/domain/credit-repair.ts'
import type { BadgeVariant } from '#client/components/ui/badge.tsx'

/** The credit repair screens' own words (the server's messages live in the contract). */
export const CREDIT_REPAIR_TEXTS = {
  title: 'VIP Credit Repair',
  /** When the dashboard's name comes from nowhere (seed 002 §2.11). */
  fallbackName: 'Valued Client',
  lettersNote:
    'We prepare dispute letters for you to sign and mail. A bureau must correct or delete what it finds inaccurate, incomplete or cannot verify; accurate information can stay on your report.',
  mailing:
    'Print each letter, sign it and mail it by certified mail with a return receipt requested, with copies (never originals) of the enclosures it lists. Keep the receipt: the bureau has 30 days from receiving your letter to investigate, 45 when you send it after getting your free annual report.',
} as const

export const STEP_STATE_LABELS: Record<StepState, string> = {
  DONE: 'Done',
  IN_PROGRESS: 'In progress',
  PENDING: 'Pending',
}

export const STEP_STATE_BADGES: Record<StepState, BadgeVariant> = {
  DONE: 'green',
  IN_PROGRESS: 'blue',
  PENDING: 'gray',
}
