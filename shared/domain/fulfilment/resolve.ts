import { JURISDICTION_RULES } from '../eligibility/data/index.ts'
import { FEDERAL } from '../eligibility/data/federal.ts'
import type { JurisdictionCode } from '../eligibility/input.ts'
import type { Finding } from '../eligibility/result.ts'
import type { JurisdictionRules, Mechanism } from '../eligibility/types.ts'
import type { FulfilmentCase } from './types.ts'

// Which mechanisms a case files for: the package picks the sides (FEDERAL → federal, STATE →
// state, BUNDLE → both) and each side's finding names its route by `path`, matched against the
// jurisdiction's mechanisms (docs/decisions/024-what-a-case-needs-to-be-filed.md).

export type Side = 'FEDERAL' | 'STATE'

export type ResolvedRoute =
  | { side: Side; source: 'FEDERAL_925C' }
  | { side: Side; source: 'FEDERAL_PARDON' }
  | { side: Side; source: 'STATE'; code: JurisdictionCode; mechanism: Mechanism }
  /** No jurisdiction data to match: the kind's generic court petition. */
  | { side: Side; source: 'GENERIC'; path: string }

const AUTOMATIC = new Set<Mechanism['kind']>(['AUTOMATIC_ON_COMPLETION', 'AUTOMATIC_AFTER_WAIT'])

/** The sides a package files for. */
export function sidesOf(packageCode: FulfilmentCase['packageCode']): Side[] {
  if (packageCode === 'FEDERAL') return ['FEDERAL']
  if (packageCode === 'STATE') return ['STATE']
  return ['FEDERAL', 'STATE']
}

/** The jurisdiction whose mechanisms apply: the case's state, else the state of conviction. */
export function jurisdictionOf(c: FulfilmentCase): JurisdictionRules | undefined {
  const code = c.stateCode ?? c.answers.convictionInfo.convictionState ?? null
  if (code === null) return undefined
  return (JURISDICTION_RULES as Readonly<Record<string, JurisdictionRules>>)[code.toUpperCase()]
}

function matchPath(rules: JurisdictionRules | undefined, finding: Finding): Mechanism | undefined {
  if (rules === undefined) return undefined
  const wanted = [finding.path, finding.clemencyRoute].filter((p): p is string => p !== undefined)
  for (const path of wanted) {
    const found = rules.mechanisms.find((m) => m.path === path)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The route to prepare when the finding names none of the jurisdiction's mechanisms (review by our
 * team, no bar found, a conviction in question): the first regular route that fully lifts the
 * state's bar and needs a filing, else its pardon, else a generic petition to the court.
 */
function fallbackMechanism(rules: JurisdictionRules): Mechanism | undefined {
  const filed = rules.mechanisms.filter(
    (m) =>
      m.appliesTo.includes('THIS_STATE') &&
      m.extraordinary !== true &&
      !AUTOMATIC.has(m.kind) &&
      m.kind !== 'OTHER' &&
      m.kind !== 'FEDERAL_925C_RECOGNIZED',
  )
  return (
    filed.find((m) => m.regime === 'REGULAR' && m.liftsStateBar === 'FULL') ??
    filed.find((m) => m.kind === 'PARDON' || m.kind === 'EXECUTIVE_RESTORATION') ??
    filed[0]
  )
}

function fromMechanism(side: Side, rules: JurisdictionRules, m: Mechanism): ResolvedRoute {
  if (m.kind === 'FEDERAL_925C_RECOGNIZED') return { side, source: 'FEDERAL_925C' }
  return { side, source: 'STATE', code: rules.code as JurisdictionCode, mechanism: m }
}

/** The federal side: § 925(c) unless the finding names a pardon or a state remedy that lifts it. */
function federalRoute(c: FulfilmentCase): ResolvedRoute {
  const finding = c.eligibility.federal
  if (finding.path === FEDERAL.presidentialPardon.path) return { side: 'FEDERAL', source: 'FEDERAL_PARDON' }
  if (finding.path === FEDERAL.relief925c.path) return { side: 'FEDERAL', source: 'FEDERAL_925C' }
  const rules = jurisdictionOf(c)
  const matched = matchPath(rules, finding)
  if (rules !== undefined && matched !== undefined && !AUTOMATIC.has(matched.kind)) {
    return fromMechanism('FEDERAL', rules, matched)
  }
  // The federal package's own product is the § 925(c) application.
  return { side: 'FEDERAL', source: 'FEDERAL_925C' }
}

function stateRoute(c: FulfilmentCase): ResolvedRoute {
  const rules = jurisdictionOf(c)
  const finding = c.eligibility.state
  if (rules === undefined) return { side: 'STATE', source: 'GENERIC', path: finding.path }
  const matched = matchPath(rules, finding) ?? fallbackMechanism(rules)
  if (matched === undefined) return { side: 'STATE', source: 'GENERIC', path: finding.path }
  return fromMechanism('STATE', rules, matched)
}

/** The routes a case's package files for, one per side, in the order federal then state. */
export function resolveRoutes(c: FulfilmentCase): ResolvedRoute[] {
  return sidesOf(c.packageCode).map((side) => (side === 'FEDERAL' ? federalRoute(c) : stateRoute(c)))
}
