// Relief the person already holds: whether it lifts the federal bar or a state's bar. A restoration
// of rights never lifts a misdemeanor crime of domestic violence federally (18 U.S.C.
// § 921(a)(33)(B)(ii); Logan) or a federal conviction (Beecham); relief that keeps a firearm
// restriction lifts nothing (the unless clause; Caron).
import type { Context } from './context.ts'
import { FEDERAL } from './data/federal.ts'
import { evaluate } from './facts.ts'
import { RELIEF_NAMES } from './routes.ts'
import type { ConvictionSource, FederalEffect, JurisdictionRules, Mechanism, ReliefKind } from './types.ts'

export interface ReliefCheck {
  readonly cleared: boolean
  readonly review: boolean
  readonly text: string[]
  readonly citations: string[]
}

/** How the federal side sees a misdemeanor of domestic violence: yes, no, or possibly. */
export type McdvStatus = 'YES' | 'NO' | 'MAYBE'

/** Whether a route could ever have been granted for this offense (not excluded, not for other offenses). */
function fitsOffense(m: Mechanism, ctx: Context): boolean {
  if (m.requires !== undefined && evaluate(m.requires, ctx.facts) === false) return false
  return !(m.excludes ?? []).some((ex) => ex.confidence !== 'low' && evaluate(ex.when, ctx.facts) === true)
}

interface Effect {
  readonly effect: FederalEffect
  readonly express: boolean
  readonly citations: readonly string[]
}

const NONE: readonly string[] = []

function reliefFor(
  ctx: Context,
  kind: ReliefKind,
  rules: JurisdictionRules | undefined,
  source: ConvictionSource,
  mcdv: McdvStatus,
  forFederal: boolean,
): Effect {
  if (kind === 'FEDERAL_RELIEF') {
    if (forFederal) return { effect: 'REMOVES', express: false, citations: FEDERAL.relief925c.citations }
    return rules?.honors925c
      ? {
          effect: 'REMOVES',
          express: false,
          citations: rules.mechanisms
            .filter((m) => m.kind === 'FEDERAL_925C_RECOGNIZED')
            .flatMap((m) => m.citations),
        }
      : { effect: 'DOES_NOT_REMOVE', express: false, citations: NONE }
  }
  if (source === 'FEDERAL') {
    // Beecham: only federal law restores rights lost by a federal conviction.
    if (kind === 'PARDON')
      return { effect: 'REMOVES', express: false, citations: FEDERAL.presidentialPardon.citations }
    if (kind === 'RIGHTS_RESTORED')
      return { effect: 'DOES_NOT_REMOVE', express: false, citations: FEDERAL.federalConvictions.citations }
    return { effect: 'UNCERTAIN', express: false, citations: FEDERAL.federalConvictions.citations }
  }
  if (rules === undefined) return { effect: 'UNCERTAIN', express: false, citations: NONE }
  if (kind === 'RIGHTS_RESTORED' && forFederal) {
    // A state order restoring rights (or only firearm rights) cannot lift § 922(g)(9), and lifts
    // nothing where civil rights were never lost (Logan).
    if (mcdv === 'YES' || rules.civilRightsNeverLost)
      return { effect: 'DOES_NOT_REMOVE', express: false, citations: FEDERAL.civilRightsMeaning.citations }
    if (mcdv === 'MAYBE')
      return { effect: 'UNCERTAIN', express: false, citations: FEDERAL.civilRightsMeaning.citations }
  }
  const matches = rules.mechanisms.filter((m) => m.reliefKinds.includes(kind) && fitsOffense(m, ctx))
  if (matches.length === 0) return { effect: 'UNCERTAIN', express: false, citations: NONE }
  const effects = matches.map((m) =>
    forFederal
      ? m.liftsStateBar === 'PARTIAL'
        ? 'DOES_NOT_REMOVE'
        : m.federalEffect
      : m.liftsStateBar === 'FULL'
        ? 'REMOVES'
        : 'DOES_NOT_REMOVE',
  )
  const effect = effects.every((e) => e === 'REMOVES')
    ? 'REMOVES'
    : effects.every((e) => e === 'DOES_NOT_REMOVE')
      ? 'DOES_NOT_REMOVE'
      : 'UNCERTAIN'
  return {
    effect,
    express: matches.some((m) => m.firearmsMustBeExpress === true),
    citations: matches.flatMap((m) => m.citations),
  }
}

/** Weighs every relief the person already holds against one bar. */
export function checkReliefObtained(
  ctx: Context,
  rules: JurisdictionRules | undefined,
  source: ConvictionSource,
  mcdv: McdvStatus,
  forFederal: boolean,
): ReliefCheck {
  const text: string[] = []
  const citations: string[] = []
  let cleared = false
  let review = false
  for (const relief of ctx.input.reliefObtained ?? []) {
    const name = RELIEF_NAMES[relief.kind]
    const where = forFederal ? 'the federal bar' : `${rules?.name ?? 'the state'}'s bar`
    if (relief.mentionsFirearms === true) {
      text.push(
        `Your ${name} expressly says you may not possess firearms, so under the "unless" clause of 18 U.S.C. § 921(a)(20) it does not lift ${where}.`,
      )
      citations.push(...FEDERAL.unlessClause.citations)
      continue
    }
    const found = reliefFor(ctx, relief.kind, rules, source, mcdv, forFederal)
    citations.push(...found.citations)
    if (found.effect === 'DOES_NOT_REMOVE') {
      text.push(`Your ${name} does not lift ${where}.`)
      continue
    }
    if (relief.mentionsFirearms === undefined && relief.kind !== 'FEDERAL_RELIEF') {
      review = true
      text.push(
        `We need to know whether your ${name} says anything restricting firearms before relying on it for ${where}.`,
      )
      continue
    }
    if (found.effect === 'REMOVES' && found.express && relief.kind === 'PARDON') {
      review = true
      text.push(
        `A pardon here restores firearm rights only when it says so expressly; please check that yours does.`,
      )
      continue
    }
    if (found.effect === 'REMOVES') {
      cleared = true
      text.push(`Your ${name}, with no firearms restriction, appears to lift ${where}.`)
      if (forFederal) citations.push(...FEDERAL.unlessClause.citations)
    } else {
      review = true
      text.push(`Whether your ${name} lifts ${where} is unsettled and needs review.`)
    }
  }
  return { cleared, review, text, citations }
}
