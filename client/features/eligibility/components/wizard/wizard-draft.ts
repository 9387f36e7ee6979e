import { EligibilityResultSchema, type EligibilityResult } from '#shared/domain/eligibility/result.ts'
import { emptyWizardValues, type WizardFormValues, type WizardKind } from './wizard-form.ts'

export const WIZARD_STEP_COUNT = 4
export type WizardStep = 1 | 2 | 3 | 4

export type WizardDraft = {
  step: WizardStep
  values: WizardFormValues
  result: EligibilityResult | null
}

// Bumped when the stored shape changes, so a draft from an older build is dropped, not misread.
const DRAFT_VERSION = 1

// sessionStorage, not localStorage: these answers are a criminal history, and on a shared or
// library computer they must not outlive the browser tab they were typed in.
const storageKey = (kind: WizardKind) => `rightsrestore.wizard-draft.${kind.toLowerCase()}`

/** The visitor's unfinished wizard in this tab, or null when there is none (or it cannot be read). */
export function loadWizardDraft(kind: WizardKind): WizardDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(kind))
    if (!raw) return null
    const stored = JSON.parse(raw) as Record<string, unknown>
    if (stored.version !== DRAFT_VERSION) return null
    const step = Number(stored.step)
    const result = EligibilityResultSchema.safeParse(stored.result)
    return {
      step: isWizardStep(step) ? step : 1,
      values: mergeByShape(emptyWizardValues(), stored.values),
      result: result.success ? result.data : null,
    }
  } catch {
    return null
  }
}

export function saveWizardDraft(kind: WizardKind, draft: WizardDraft) {
  try {
    window.sessionStorage.setItem(storageKey(kind), JSON.stringify({ version: DRAFT_VERSION, ...draft }))
  } catch {
    // Storage full or disabled (some private modes): the wizard still works, without the draft.
  }
}

export function clearWizardDraft(kind: WizardKind) {
  try {
    window.sessionStorage.removeItem(storageKey(kind))
  } catch {
    // Nothing stored, then.
  }
}

function isWizardStep(value: number): value is WizardStep {
  return Number.isInteger(value) && value >= 1 && value <= WIZARD_STEP_COUNT
}

/**
 * Takes from `stored` only the keys `template` has, each only when it has the template's type:
 * whatever else the stored draft holds, the form gets values of the shape it expects.
 */
function mergeByShape<T>(template: T, stored: unknown): T {
  if (Array.isArray(template)) {
    return (
      Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : template
    ) as T
  }
  if (template !== null && typeof template === 'object') {
    const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, mergeByShape(value, source[key])]),
    ) as T
  }
  return (typeof stored === typeof template ? stored : template) as T
}
