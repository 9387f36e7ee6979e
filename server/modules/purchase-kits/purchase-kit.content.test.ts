import { describe, expect, it } from 'vitest'
import { buildPurchaseKitContent, type PurchaseKitFacts } from './purchase-kit.content.ts'

const facts = (authorities: PurchaseKitFacts['authorities']): PurchaseKitFacts => ({
  caseNumber: 'AB12CD34',
  companyName: 'RightsRestore',
  fullName: 'Jordan Rivers',
  decidedOn: '2026-03-04',
  authorities,
  today: '2026-03-10',
})

const steps = (content: ReturnType<typeof buildPurchaseKitContent>, heading: string) =>
  content.sections.find((section) => section.heading === heading)?.steps ?? []

const COPIES = '2. Ask for certified copies'

describe('buildPurchaseKitContent', () => {
  it('tells where each granting office gives its certified copy, and asks a board grant to be noted by the court', () => {
    const content = buildPurchaseKitContent(
      facts([
        {
          name: 'Office of the Pardon Attorney',
          address: [],
          kind: 'FEDERAL',
          website: 'https://www.justice.gov/pardon',
        },
        { name: 'State Board of Pardons', address: [], kind: 'BOARD' },
      ]),
    )
    expect(content.intro).toContain('granted on March 4, 2026')
    expect(content.sections[0]?.paragraphs[0]).toContain(
      'from Office of the Pardon Attorney and State Board of Pardons',
    )
    const copies = steps(content, COPIES)
    expect(copies[0]).toBe(
      'Office of the Pardon Attorney: ask this office for a certified copy of its grant, quoting the date and any reference on its letter (https://www.justice.gov/pardon).',
    )
    expect(copies[1]).toMatch(/^State Board of Pardons: ask this office for a certified copy of the grant/)
    expect(copies.at(-1)).toMatch(/^Send a copy of the grant to the clerk of the court that convicted you/)
  })

  it('does not ask a court to note its own order', () => {
    const content = buildPurchaseKitContent(
      facts([{ name: 'Clerk of Kanawha County Circuit Court', address: [], kind: 'COURT' }]),
    )
    expect(steps(content, COPIES).some((step) => step.startsWith('Send a copy of the grant'))).toBe(false)
  })
})
