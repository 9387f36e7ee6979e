// What every surface promises about relief under 18 U.S.C. § 925(c), written once: the verdict, the
// case page, the checkout's acknowledgement, the e-mails and the packet use these words, and the
// settings switch `federalReliefAcceptsApplications` changes them all at once (decision 049).
import type { Finding } from './eligibility/result.ts'
import type { StoredEligibilityResult } from './stored-eligibility-result.ts'

export type FederalReliefWords = {
  /** The side card's badge for an open side whose route is § 925(c) relief. */
  badge: string
  /** The one sentence the verdict, the case page, the e-mails and the packet all say. */
  promise: string
  /** The side card's next step. */
  nextStep: string
  /** What the customer ticks before paying for a package whose only federal route is this one. */
  acknowledgement: string
  /** How the packet's filing instructions begin. */
  howToFile: string
}

/** The checkout's refusal when the acknowledgement was not ticked. */
export const FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING =
  'Please confirm that you understand federal relief applications are not accepted yet.'

const PENDING_PROMISE =
  'You meet the thresholds of the proposed rule for federal relief (18 U.S.C. § 925(c)); applications are not accepted yet; we prepare your application now and file it the day they open.'

const PENDING: FederalReliefWords = {
  badge: 'Thresholds met',
  promise: PENDING_PROMISE,
  nextStep:
    'Nothing to file yet: the Department of Justice does not accept § 925(c) applications. We prepare your application now and file it the day they open; relief is discretionary.',
  acknowledgement:
    'I understand that the Department of Justice does not accept § 925(c) applications yet: you prepare my application now and file it the day they open, and relief is at the Department’s discretion.',
  howToFile: `${PENDING_PROMISE} The Department of Justice has proposed the rules for applying (90 FR 34394, July 22, 2025, proposed 28 C.F.R. part 107) and takes no application until they are final; we will tell you when it does.`,
}

const ACCEPTING: FederalReliefWords = {
  badge: 'Open now',
  promise:
    'You meet the thresholds for federal relief (18 U.S.C. § 925(c)); the Department of Justice accepts applications, and we prepare and file yours.',
  nextStep:
    'Apply to the U.S. Department of Justice for relief under 18 U.S.C. § 925(c); relief is discretionary.',
  acknowledgement:
    'I understand that relief under § 925(c) is at the Department of Justice’s discretion, and that you prepare and file my application.',
  howToFile:
    'Apply to the Office of the Pardon Attorney as its published process asks (online, or by mail), with the documents listed here.',
}

/** The words for the Department's intake as the settings state it. */
export function federalReliefWords(acceptsApplications: boolean): FederalReliefWords {
  return acceptsApplications ? ACCEPTING : PENDING
}

/** The side is open on § 925(c) relief: its wording follows the intake, never "open now" while closed. */
export function isOpenOnFederalRelief(finding: Pick<Finding, 'status' | 'federalRelief'>): boolean {
  return finding.status === 'ELIGIBLE' && finding.federalRelief !== undefined
}

// Results stored before decision 049 name § 925(c) relief by an internal label and do not mark it.
const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '925(c) relief (proposed rule, pending)':
    'Relief from federal firearms disabilities under 18 U.S.C. § 925(c)',
  'Federal relief under 18 U.S.C. § 925(c), which this state honors (proposed rule, pending)':
    'Federal relief under 18 U.S.C. § 925(c), which this state honors',
}

/**
 * The verdict with the intake stated in the settings: each side whose route is § 925(c) relief
 * carries it, and an open one says its next step in the intake's words. Stored results are shown
 * through this, so a change of the setting reads everywhere at once.
 */
export function withFederalReliefIntake<R extends Pick<StoredEligibilityResult, 'federal' | 'state'>>(
  result: R,
  acceptsApplications: boolean,
): R {
  const words = federalReliefWords(acceptsApplications)
  const side = <F extends R['federal']>(stored: F): F => {
    const legacy = LEGACY_PATHS[stored.path]
    const finding = legacy === undefined ? stored : { ...stored, path: legacy, federalRelief: PENDING_MARK }
    if (finding.federalRelief === undefined) return finding
    return {
      ...finding,
      federalRelief: { acceptsApplications },
      ...(finding.status === 'ELIGIBLE' ? { nextStep: words.nextStep } : {}),
    }
  }
  return { ...result, federal: side(result.federal), state: side(result.state) }
}

const PENDING_MARK = { acceptsApplications: false }

/** The promise the verdict makes about § 925(c) relief, when a side is open on it; else undefined. */
export function federalReliefPromise(result: Pick<StoredEligibilityResult, 'federal' | 'state'>) {
  const open = [result.federal, result.state].find(isOpenOnFederalRelief)
  return open ? federalReliefWords(open.federalRelief!.acceptsApplications).promise : undefined
}

/**
 * The customer must acknowledge the intake before paying: the package covers federal law and its
 * only federal route is § 925(c) relief, which takes no applications yet.
 */
export function needsFederalReliefAcknowledgement(
  result: Pick<StoredEligibilityResult, 'federal' | 'state'>,
  packageCode: string,
): boolean {
  const pending = (finding: Finding | StoredEligibilityResult['federal']) =>
    finding.federalRelief?.acceptsApplications === false
  const coversFederal = packageCode === 'FEDERAL' || packageCode === 'BUNDLE'
  const coversState = packageCode === 'STATE' || packageCode === 'BUNDLE'
  return (coversFederal && pending(result.federal)) || (coversState && pending(result.state))
}
