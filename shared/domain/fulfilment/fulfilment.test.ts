import { describe, expect, it } from 'vitest'
import { JURISDICTION_RULES } from '../eligibility/data/index.ts'
import { JURISDICTION_CODES, type JurisdictionCode } from '../eligibility/input.ts'
import { cleanFelony, undescribed } from '../eligibility/test-fixtures.ts'
import { WORKED_CASES } from '../eligibility/worked-cases/index.ts'
import { STATE_AUTHORITIES } from './authorities/index.ts'
import { AUTHORITY_KIND_OF } from './generic.ts'
import {
  caseFulfilment,
  FEDERAL_925C_AUTHORITY,
  REQUIREMENT_CODES,
  REQUIREMENT_EXPLANATIONS,
  REQUIREMENT_LABELS,
  resolveRoutes,
} from './index.ts'
import { federalAnswers, fulfilmentCase, stateAnswers } from './test-fixtures.ts'
import type { CaseAnswers, CaseFulfilment, FulfilmentCase } from './types.ts'

/** Every gap in a case's fulfilment, in words: an empty list when it is complete. */
function problemsOf(f: CaseFulfilment, c: FulfilmentCase): string[] {
  const problems: string[] = []
  const blankText = (text: string | null | undefined) =>
    text === null || text === undefined || text.trim() === ''
  if (f.authorities.length === 0) problems.push('no authority')
  const ids = new Set(f.authorities.map((a) => a.id))
  if (ids.size !== f.authorities.length) problems.push('duplicate authority ids')
  for (const a of f.authorities) {
    if (blankText(a.id) || blankText(a.name) || blankText(a.howToFile) || blankText(a.feeNote)) {
      problems.push(`${a.id}: empty text`)
    }
    if (a.forms.length === 0) problems.push(`${a.id}: no form`)
    // An address is printed only when it is known; an unknown or unchecked one says so.
    if (a.address.length === 0 && a.isVerified !== false) problems.push(`${a.id}: no address yet verified`)
    if (a.isVerified === false && blankText(a.verificationNote))
      problems.push(`${a.id}: no verification note`)
    for (const form of a.forms) {
      if (blankText(form.name) || form.fields.length === 0) problems.push(`${a.id}: empty form`)
      for (const field of form.fields) {
        if (blankText(field.label)) problems.push(`${a.id}: field without label`)
        const value = field.value(c.answers)
        if (value !== null && blankText(value)) problems.push(`${a.id}: ${field.label} is an empty string`)
        if (field.customerCompletes !== undefined && value !== null) {
          problems.push(`${a.id}: ${field.label} is for the customer but has a value`)
        }
      }
    }
  }
  for (const r of f.requirements) {
    if (blankText(r.label) || blankText(r.explanation)) problems.push(`${r.code}: empty text`)
    if (r.authorityIds.length === 0 || r.authorityIds.some((id) => !ids.has(id))) {
      problems.push(`${r.code}: unknown authority`)
    }
  }
  return problems
}

function expectComplete(f: CaseFulfilment, c: FulfilmentCase) {
  expect(problemsOf(f, c)).toEqual([])
}

const codes = (f: CaseFulfilment) => f.requirements.map((r) => r.code)
const required = (f: CaseFulfilment) => f.requirements.filter((r) => r.isRequired).map((r) => r.code)

describe('requirements', () => {
  it('every requirement has a label and an explanation', () => {
    for (const code of REQUIREMENT_CODES) {
      expect(REQUIREMENT_LABELS[code].trim()).not.toBe('')
      expect(REQUIREMENT_EXPLANATIONS[code].length).toBeGreaterThan(40)
    }
  })
})

describe('caseFulfilment', () => {
  it.each(JURISDICTION_CODES)(
    '%s resolves authorities and requirements for STATE and BUNDLE cases',
    (code) => {
      for (const input of [cleanFelony(code), undescribed(code)]) {
        for (const pkg of ['STATE', 'BUNDLE'] as const) {
          for (const wizard of ['STATE', 'FEDERAL'] as const) {
            const c = fulfilmentCase(input, pkg, wizard)
            const f = caseFulfilment(c)
            expectComplete(f, c)
            expect(resolveRoutes(c).map((r) => r.side)).toEqual(
              pkg === 'BUNDLE' ? ['FEDERAL', 'STATE'] : ['STATE'],
            )
            expect(required(f)).toEqual(
              expect.arrayContaining(['GOVERNMENT_ID', 'CERTIFIED_JUDGMENT', 'FINGERPRINTS']),
            )
          }
        }
      }
    },
  )

  // The engine runs once per worked case; the packages and wizards reuse its result.
  const workedCases = WORKED_CASES.map((w) => ({
    id: w.id,
    base: fulfilmentCase(w.input, 'BUNDLE'),
    federal: federalAnswers(w.input),
  }))

  it('every worked case resolves for every package and both wizards', () => {
    const problems: string[] = []
    for (const { id, base, federal } of workedCases) {
      for (const packageCode of ['FEDERAL', 'STATE', 'BUNDLE'] as const) {
        for (const answers of [base.answers, federal]) {
          const c = { ...base, packageCode, answers }
          problems.push(...problemsOf(caseFulfilment(c), c).map((p) => `${id} ${packageCode}: ${p}`))
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('FEDERAL cases include the ID, the judgment, proof of completion and fingerprints', () => {
    const wanted = ['GOVERNMENT_ID', 'CERTIFIED_JUDGMENT', 'PROOF_OF_SENTENCE_COMPLETION', 'FINGERPRINTS']
    const missing: string[] = []
    for (const { id, base } of workedCases) {
      const f = caseFulfilment({ ...base, packageCode: 'FEDERAL' })
      for (const code of wanted) if (!required(f).includes(code as never)) missing.push(`${id}: ${code}`)
      if (!f.authorities.every((a) => a.side === 'FEDERAL')) missing.push(`${id}: a state authority`)
    }
    expect(missing).toEqual([])
  })

  it('a FEDERAL case files the § 925(c) application, described as not accepted yet', () => {
    const f = caseFulfilment(fulfilmentCase(cleanFelony('AR'), 'FEDERAL'))
    expect(f.authorities.map((a) => a.id)).toEqual([FEDERAL_925C_AUTHORITY.id])
    expect(f.authorities[0]!.howToFile).toContain('applications are not accepted yet')
    expect(f.authorities[0]!.name).toContain('Office of the Pardon Attorney')
  })

  it('a served veteran on the federal side is asked for the DD-214', () => {
    const f = caseFulfilment(fulfilmentCase(cleanFelony('AR'), 'FEDERAL', 'FEDERAL'))
    expect(required(f)).toContain('MILITARY_DISCHARGE')
    const s = caseFulfilment(fulfilmentCase(cleanFelony('AR'), 'FEDERAL', 'STATE'))
    expect(codes(s)).not.toContain('MILITARY_DISCHARGE')
  })

  it('a court route is filed with the clerk of the court named in the answers', () => {
    const c = fulfilmentCase(cleanFelony('AZ'), 'STATE')
    const f = caseFulfilment(c)
    const court = f.authorities.find((a) => a.kind === 'COURT')
    expect(court?.name).toBe(`Clerk of ${c.answers.convictionInfo.courtName}`)
    expect(court?.address.join(' ')).toContain('to confirm')
  })

  it('a court route filed where the person lives names the court of residence, not of conviction', () => {
    const c = fulfilmentCase(cleanFelony('OH'), 'STATE')
    const court = caseFulfilment(c).authorities.find((a) => a.mechanismPath === c.eligibility.state.path)
    if (court?.id === 'oh-relief') {
      expect(court.name).toBe('Clerk of the court of common pleas of the county where you live')
      expect(court.address.join(' ')).toContain(c.answers.personalInfo.city)
    }
    for (const [code, id] of [
      ['OH', 'oh-relief'],
      ['NC', 'nc-restoration'],
      ['MI', 'mi-court-restoration'],
    ] as const) {
      expect(STATE_AUTHORITIES[code].byMechanism[id]?.residenceCourt).toBeTruthy()
    }
  })

  it('relief already held adds its order to the checklist', () => {
    const input = cleanFelony('GA', { reliefObtained: [{ kind: 'SET_ASIDE', mentionsFirearms: false }] })
    expect(required(caseFulfilment(fulfilmentCase(input, 'STATE')))).toContain('PRIOR_RELIEF_ORDER')
  })

  it('the state side matches the finding path to the jurisdiction mechanism', () => {
    for (const code of JURISDICTION_CODES) {
      const c = fulfilmentCase(cleanFelony(code), 'STATE')
      const [route] = resolveRoutes(c)
      const paths = JURISDICTION_RULES[code].mechanisms.map((m) => m.path)
      if (paths.includes(c.eligibility.state.path) && route?.source === 'STATE') {
        expect(route.mechanism.path).toBe(c.eligibility.state.path)
      }
    }
  })

  it('field values work on both wizard shapes', () => {
    const input = cleanFelony('SC', { priorConvictions: true })
    for (const answers of [stateAnswers(input), federalAnswers(input)]) {
      for (const pkg of ['FEDERAL', 'STATE', 'BUNDLE'] as const) {
        const c: FulfilmentCase = { ...fulfilmentCase(input, pkg), answers }
        const f = caseFulfilment(c)
        expectComplete(f, c)
        const values = f.authorities.flatMap((a) =>
          a.forms.flatMap((fm) => fm.fields.map((x) => x.value(answers))),
        )
        expect(values).toContain('Dana Whitfield')
        expect(values).toContain('1998 misdemeanor trespass')
      }
    }
  })
})

describe('answers with only the required fields', () => {
  it('every field of every authority fills or stays blank without failing', () => {
    const problems: string[] = []
    for (const code of JURISDICTION_CODES) {
      const base = fulfilmentCase(cleanFelony(code), 'BUNDLE')
      const state = stateAnswers(cleanFelony(code))
      const federal = federalAnswers(cleanFelony(code))
      // Drop every optional answer: no case number, no dates of discharge or release, no details.
      const sparse = (a: CaseAnswers): CaseAnswers => {
        if (a.wizard === 'STATE') {
          const { caseNumber: _c, supervisionEndDate: _s, releaseDate: _r, ...conviction } = a.convictionInfo
          return {
            ...a,
            convictionInfo: conviction,
            additionalInfo: { ...a.additionalInfo, priorConvictions: true },
          }
        }
        const { caseNumber: _c, supervisionEndDate: _s, releaseDate: _r, ...conviction } = a.convictionInfo
        return {
          ...a,
          convictionInfo: conviction,
          additionalInfo: { priorConvictions: true, militaryService: false },
        }
      }
      for (const answers of [sparse(state), sparse(federal)]) {
        const c = { ...base, answers }
        problems.push(...problemsOf(caseFulfilment(c), c).map((p) => `${code}: ${p}`))
      }
    }
    expect(problems).toEqual([])
  })
})

describe('authority data', () => {
  it('every board or agency mechanism of every jurisdiction has a data entry', () => {
    const missing: string[] = []
    for (const code of JURISDICTION_CODES) {
      for (const m of JURISDICTION_RULES[code as JurisdictionCode].mechanisms) {
        const kind = AUTHORITY_KIND_OF[m.kind]
        if (
          (kind === 'BOARD' || kind === 'AGENCY') &&
          m.extraordinary !== true &&
          m.liftsStateBar !== 'NONE'
        ) {
          if (STATE_AUTHORITIES[code]?.byMechanism[m.id] === undefined) missing.push(m.id)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('every entry names a mechanism of its jurisdiction and cites a source', () => {
    for (const [code, data] of Object.entries(STATE_AUTHORITIES)) {
      expect(data.code).toBe(code)
      const ids = new Set(JURISDICTION_RULES[code as JurisdictionCode].mechanisms.map((m) => m.id))
      for (const [id, entry] of Object.entries(data.byMechanism)) {
        expect(ids.has(id), id).toBe(true)
        expect(entry.citations.length + data.sources.length, id).toBeGreaterThan(0)
        if (entry.isVerified) expect(entry.address.length, id).toBeGreaterThan(1)
        if (!entry.isVerified) expect(entry.verificationNote ?? '', id).not.toBe('')
      }
    }
  })
})
