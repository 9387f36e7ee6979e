import { describe, expect, it } from 'vitest'
import { buildContext } from './context.ts'
import { best, evaluate925c, evaluateMechanism } from './routes.ts'
import { cleanFelony } from './test-fixtures.ts'
import type { Mechanism } from './types.ts'

// Routes written for these tests, so each rule of docs/decisions/020 is checked apart from the data.
const petition: Mechanism = {
  id: 'test-petition',
  kind: 'COURT_PETITION',
  regime: 'REGULAR',
  path: 'Court petition',
  appliesTo: ['THIS_STATE'],
  discretionary: true,
  federalEffect: 'REMOVES',
  liftsStateBar: 'FULL',
  reliefKinds: [],
  confidence: 'high',
  conditions: 'Written for the test.',
  citations: ['Test Code § 1'],
}
const clemency: Mechanism = {
  ...petition,
  id: 'test-pardon',
  kind: 'PARDON',
  regime: 'CLEMENCY',
  path: 'Governor pardon',
}

describe('routes', () => {
  it('a route granted only after federal relief follows the federal side: open, waiting, closed', () => {
    const ctx = buildContext(cleanFelony('MN'))
    const after = { ...petition, dependsOnFederal: true }
    expect(evaluateMechanism(after, ctx, { status: 'ELIGIBLE', waiting: false }).kind).toBe('AVAILABLE')
    expect(evaluateMechanism(after, ctx, { status: 'NOT_APPLICABLE', waiting: false }).kind).toBe('AVAILABLE')
    expect(
      evaluateMechanism(after, ctx, {
        status: 'NOT_ELIGIBLE',
        earliestEligibleDate: '2031-05-01',
        waiting: true,
      }),
    ).toMatchObject({ kind: 'WAIT', date: '2031-05-01', dateExact: false })
    expect(evaluateMechanism(after, ctx, { status: 'NOT_ELIGIBLE', waiting: false }).kind).toBe('CLOSED')
    expect(evaluateMechanism(after, ctx, { status: 'MANUAL_REVIEW', waiting: false }).kind).toBe('UNKNOWN')
  })

  it('a route after federal relief keeps its own later wait', () => {
    const ctx = buildContext(
      cleanFelony('MN', { convictionDate: '2018-01-01', supervisionEndDate: '2021-01-01' }),
    )
    const after = {
      ...petition,
      dependsOnFederal: true,
      waits: [{ years: 10, from: 'SENTENCE_COMPLETION' as const, label: '10 years' }],
    }
    const federal = { status: 'NOT_ELIGIBLE', earliestEligibleDate: '2026-12-01', waiting: true } as const
    expect(evaluateMechanism(after, ctx, federal)).toMatchObject({ kind: 'WAIT', date: '2031-01-01' })
  })

  it('a wait marked low that has not run on any reading dates the route, never exactly', () => {
    const ctx = buildContext(
      cleanFelony('MN', { convictionDate: '2018-01-01', supervisionEndDate: '2021-01-01' }),
    )
    const route = {
      ...petition,
      waits: [
        { years: 7, from: 'SENTENCE_COMPLETION' as const, label: '7 years', confidence: 'low' as const },
      ],
    }
    const outcome = evaluateMechanism(route, ctx)
    expect(outcome).toMatchObject({ kind: 'WAIT', date: '2028-01-01', dateExact: false })
    expect(outcome.reasons.join(' ')).toMatch(/could not verify/)
  })

  it('a wait marked low that may already have run gives review', () => {
    const ctx = buildContext(
      cleanFelony('MN', {
        convictionDate: '2018-01-01',
        supervisionCompleted: true,
        supervisionEndDate: undefined,
      }),
    )
    const route = {
      ...petition,
      waits: [
        { years: 7, from: 'SENTENCE_COMPLETION' as const, label: '7 years', confidence: 'low' as const },
      ],
    }
    const outcome = evaluateMechanism(route, ctx)
    expect(outcome.kind).toBe('UNKNOWN')
    expect(outcome.reasons.join(' ')).toMatch(/unverified waiting period/)
  })

  it('a prison sentence rules out a route that needs probation to have been granted', () => {
    const route = { ...petition, requiresProbationSentence: true }
    const custody = buildContext(cleanFelony('MN', { sentence: '3 years state prison' }))
    expect(evaluateMechanism(route, custody)).toMatchObject({ kind: 'CLOSED' })
    const probation = buildContext(cleanFelony('MN', { sentence: '2 years probation' }))
    expect(evaluateMechanism(route, probation).kind).toBe('AVAILABLE')
  })

  it('a custody term bounds the release from confinement instead of leaving it unknown', () => {
    const ctx = buildContext(
      cleanFelony('MN', {
        convictionDate: '2019-01-01',
        sentence: '18 months DOC',
        supervisionCompleted: undefined,
        supervisionEndDate: undefined,
      }),
    )
    expect(ctx.release).toMatchObject({ lo: '2019-01-01', hi: '2020-07-02' })
    const route = {
      ...petition,
      waits: [{ years: 3, from: 'RELEASE_FROM_CONFINEMENT' as const, label: '3 years after release' }],
    }
    // The release wait has run on the bound; only the unanswered completion keeps it in review.
    const outcome = evaluateMechanism(route, ctx)
    expect(outcome.reasons.join(' ')).not.toMatch(/3 years after release/)
  })

  it('never chooses a clemency pardon, even when it is the only route that looks open', () => {
    const ctx = buildContext(cleanFelony('MN'))
    const outcomes = [
      evaluateMechanism(clemency, ctx),
      evaluateMechanism({ ...petition, excludes: [{ when: 'felony', label: 'felonies' }] }, ctx),
    ]
    expect(outcomes[0]!.kind).toBe('AVAILABLE')
    expect(best(outcomes, 'STATE')?.path).toBe('Court petition')
    expect(best([outcomes[0]!], 'STATE')).toBeUndefined()
  })

  it('§ 925(c) counts as open once the proposed 5-year presumption has run for a non-violent felony', () => {
    const outcome = evaluate925c(buildContext(cleanFelony('MN')))
    expect(outcome.kind).toBe('AVAILABLE')
    expect(outcome.reasons.join(' ')).toMatch(/only proposed .* discretionary/)
  })

  it('§ 925(c) goes to review when an unknown weapon fact decides between the 5- and 10-year presumptions', () => {
    const ctx = buildContext(
      cleanFelony('MN', {
        convictionDate: '2016-01-01',
        supervisionEndDate: '2018-01-01',
        charges: ['Felony, case 16-CR-7'],
        offense: {
          felony: true,
          maxSentenceYears: 5,
          violent: false,
          sexOffenseRegistration: false,
          domesticRelationship: false,
          drugDistribution: false,
        },
      }),
    )
    const outcome = evaluate925c(ctx)
    expect(outcome.kind).toBe('UNKNOWN')
    expect(outcome.missing).toContain('offense.weapon')
  })

  it('a route that needs relief first (a restoration of civil rights) is closed until the person holds it', () => {
    const route = { ...petition, requiresRelief: 'RIGHTS_RESTORED' as const }
    expect(evaluateMechanism(route, buildContext(cleanFelony('MN'))).kind).toBe('CLOSED')
    // A restoration that withholds firearms is the first step, not a refusal of the firearm petition.
    const held = buildContext(
      cleanFelony('MN', { reliefObtained: [{ kind: 'RIGHTS_RESTORED', mentionsFirearms: true }] }),
    )
    expect(evaluateMechanism({ ...route, reliefKinds: ['RIGHTS_RESTORED'] }, held).kind).toBe('AVAILABLE')
  })

  it('a route for a deferred or withheld judgment is closed for a conviction and open for a deferral', () => {
    const route = { ...petition, kind: 'SET_ASIDE' as const, requiresDeferredDisposition: true }
    expect(evaluateMechanism(route, buildContext(cleanFelony('MN'))).kind).toBe('CLOSED')
    const deferred = buildContext(cleanFelony('MN', { disposition: 'DEFERRED' }))
    expect(evaluateMechanism(route, deferred).kind).toBe('AVAILABLE')
  })
})
