import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { federalWizardInput, stateWizardInput } from '#server/db/seed/factories.ts'
import { FederalWizardSchema, StateWizardSchema } from '#shared/contracts/cases.contract.ts'
import { evaluateEligibility } from '#shared/domain/eligibility/index.ts'
import { caseFulfilment, type CaseAnswers, type FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import { wizardEligibilityInput } from '#shared/domain/wizard-eligibility.ts'
import {
  buildPacketContent,
  CUSTOMER_MARKS,
  NOT_IN_ANSWERS_MARK,
  type PacketDocument,
  type PacketFacts,
} from './packet.content.ts'
import { AGREEMENT_MISSING_NOTE, renderPacketPdf } from './packet.pdf.ts'
import { pdfText } from './pdf-text.test-support.ts'

function fulfilmentCase(
  wizard: 'FEDERAL' | 'STATE',
  packageCode?: FulfilmentCase['packageCode'],
): FulfilmentCase {
  const input =
    wizard === 'FEDERAL'
      ? FederalWizardSchema.parse(federalWizardInput())
      : StateWizardSchema.parse(stateWizardInput())
  const eligibility = evaluateEligibility({ ...wizardEligibilityInput(input), asOf: '2026-01-05' })
  const answers = {
    wizard: input.wizard,
    personalInfo: input.personalInfo,
    convictionInfo: input.convictionInfo,
    additionalInfo: input.additionalInfo,
  } as CaseAnswers
  return {
    packageCode: packageCode ?? eligibility.recommendedPackage ?? 'FEDERAL',
    stateCode: 'WV',
    convictionType: 'STATE',
    eligibility,
    answers,
  }
}

function facts(
  c: FulfilmentCase,
  documents: PacketDocument[] = [],
  more: Partial<PacketFacts> = {},
): PacketFacts {
  return {
    caseNumber: 'ABCD1234',
    companyName: 'RightsRestore',
    today: '2026-11-25',
    email: 'jordan@example.com',
    fulfilmentCase: c,
    fulfilment: caseFulfilment(c),
    documents,
    hasValidFingerprint: false,
    isIdentityVerified: false,
    ...more,
  }
}

async function agreementPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font })
  return pdf.save()
}

/** pdftotext breaks lines where the PDF does: compare with whitespace runs made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('the packet content', () => {
  it('writes a cover letter to each authority, fills the forms and marks what only the customer completes', () => {
    const c = fulfilmentCase('FEDERAL', 'BUNDLE')
    const content = buildPacketContent(facts(c))
    const { authorities } = caseFulfilment(c)
    expect(authorities.length).toBeGreaterThan(0)
    expect(content.letters.map((l) => l.authorityName)).toEqual(authorities.map((a) => a.name))
    for (const letter of content.letters) {
      expect(letter.subject).toContain('Jordan Rivers, born April 2, 1980')
      expect(letter.paragraphs.join(' ')).toContain('Kanawha County Circuit Court')
      expect(letter.enclosures.length).toBeGreaterThan(0)
    }
    const fields = content.forms.flatMap((form) => form.fields)
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields.filter((f) => f.isMarked)) {
      expect([...Object.values(CUSTOMER_MARKS), NOT_IN_ANSWERS_MARK]).toContain(field.value)
    }
    expect(fields.some((f) => f.value === 'Jordan Rivers' || f.value.includes('Rivers'))).toBe(true)
    expect(fields.some((f) => f.value === CUSTOMER_MARKS.SIGNATURE)).toBe(true)
  })

  it('marks each requirement received or still needed from the documents, fingerprints and identity', () => {
    const c = fulfilmentCase('FEDERAL')
    const { requirements } = caseFulfilment(c)
    const [first, second] = requirements.filter((r) => r.metBy === 'DOCUMENT')
    expect(first && second).toBeTruthy()
    const content = buildPacketContent(
      facts(
        c,
        [
          { kind: first!.code, reviewStatus: 'ACCEPTED' },
          { kind: second!.code, reviewStatus: 'REJECTED', reviewReason: 'The copy is not certified' },
        ],
        { hasValidFingerprint: true },
      ),
    )
    const byLabel = new Map(content.checklist.map((line) => [line.label, line]))
    expect(byLabel.get(first!.label)).toMatchObject({ state: 'Received' })
    expect(byLabel.get(second!.label)).toMatchObject({
      state: 'Still needed',
      detail: 'The file you sent was not accepted: The copy is not certified. Please send a new one.',
    })
    const fingerprints = requirements.find((r) => r.metBy === 'FINGERPRINTS')
    if (fingerprints) expect(byLabel.get(fingerprints.label)).toMatchObject({ state: 'Received' })
  })

  it('states the fee in dollars when it is known and the note otherwise', () => {
    const c = fulfilmentCase('STATE')
    const content = buildPacketContent(facts(c))
    const { authorities } = caseFulfilment(c)
    authorities.forEach((authority, index) => {
      const fee = content.filing[index]!.fee
      if (authority.feeCents) expect(fee).toMatch(/^\$[\d,]+\.\d\d/)
      else expect(fee).toContain(authority.feeNote)
    })
  })
})

describe('the packet PDF', () => {
  it('holds the letters, the form values, the checklist and the signed agreement', async () => {
    const c = fulfilmentCase('FEDERAL', 'BUNDLE')
    const content = buildPacketContent(facts(c))
    const agreement = await agreementPdf('SERVICE AGREEMENT signed by Jordan Rivers')
    const rendered = await renderPacketPdf({ content, agreementPdf: agreement, generatedAt: new Date() })
    expect(rendered.isAgreementAttached).toBe(true)

    const text = flat(await pdfText(rendered.bytes))
    for (const letter of content.letters) expect(text).toContain(flat(letter.subject))
    expect(text).toContain('Dear Sir or Madam:')
    expect(text).toContain('Kanawha County Circuit Court')
    expect(text).toContain('Possession of a controlled substance')
    expect(text).toContain(CUSTOMER_MARKS.SIGNATURE)
    for (const line of content.checklist) expect(text).toContain(`${line.label}: ${line.state}`)
    expect(text).toContain('How and where to file')
    expect(text).toContain('SERVICE AGREEMENT signed by Jordan Rivers')
    expect(rendered.pageCount).toBe((await PDFDocument.load(rendered.bytes)).getPageCount())
  })

  it('says so in the packet when the stored agreement is not a readable PDF', async () => {
    const content = buildPacketContent(facts(fulfilmentCase('FEDERAL')))
    const rendered = await renderPacketPdf({
      content,
      agreementPdf: new TextEncoder().encode('%PDF-1.7 broken'),
      generatedAt: new Date(),
    })
    expect(rendered.isAgreementAttached).toBe(false)
    expect(flat(await pdfText(rendered.bytes))).toContain(flat(AGREEMENT_MISSING_NOTE))
  })

  it('writes characters the standard fonts lack as question marks instead of failing', async () => {
    const c = fulfilmentCase('FEDERAL')
    c.answers.personalInfo.lastName = 'Rivers 李'
    const rendered = await renderPacketPdf({
      content: buildPacketContent(facts(c)),
      agreementPdf: null,
      generatedAt: new Date(),
    })
    expect(flat(await pdfText(rendered.bytes))).toContain('Jordan Rivers ?')
  })
})
