import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { OrderStatus } from '#shared/domain/orders.ts'
import type { FederalWizard, StateWizard } from '#shared/contracts/cases.contract.ts'

// Record factories shared by integration tests, end-to-end seeding and benchmarks.

export function federalWizardInput(overrides: Partial<FederalWizard> = {}): FederalWizard {
  return {
    wizard: 'FEDERAL',
    isBundle: false,
    personalInfo: {
      firstName: 'Jordan',
      lastName: 'Rivers',
      dateOfBirth: '1980-04-02',
      phone: '3045550100',
      address: '12 Elm Street',
      city: 'Charleston',
      state: 'WV',
      zipCode: '25301',
    },
    convictionInfo: {
      convictionType: 'STATE',
      convictionState: 'WV',
      convictionDate: '2010-06-15',
      charges: 'Possession of a controlled substance',
      courtName: 'Kanawha County Circuit Court',
      sentence: '2 years probation',
      completedSupervision: true,
      supervisionEndDate: '2012-06-15',
      facts: {
        offenseLevel: 'FELONY',
        violent: 'NO',
        weapon: 'NO',
        domesticRelationship: 'NO',
        drugDistribution: 'NO',
        drugPossession: 'YES',
        sexOffenseRegistration: 'NO',
        sexOffense: 'NO',
        burglary: 'NO',
        disposition: 'CONVICTION',
        reliefObtained: [],
        reliefRestrictsFirearms: 'UNKNOWN',
      },
    },
    additionalInfo: { priorConvictions: false, militaryService: false },
    ...overrides,
  }
}

export function stateWizardInput(overrides: Partial<StateWizard> = {}): StateWizard {
  const federal = federalWizardInput()
  return {
    wizard: 'STATE',
    personalInfo: federal.personalInfo,
    convictionInfo: {
      convictionState: 'WV',
      convictionDate: federal.convictionInfo.convictionDate,
      charges: federal.convictionInfo.charges,
      courtName: federal.convictionInfo.courtName,
      sentence: federal.convictionInfo.sentence,
      completedSupervision: true,
      supervisionEndDate: '2012-06-15',
      facts: federal.convictionInfo.facts,
      alsoHasFederalConviction: false,
    },
    additionalInfo: { priorConvictions: false, reasonForRestoration: 'To hunt with my family again' },
    ...overrides,
  }
}

export async function insertTestOrder(
  db: Db,
  values: {
    userId: string
    caseId?: string
    productCode?: string
    amountCents?: number
    status?: OrderStatus
  },
) {
  const status = values.status ?? 'PAID'
  const amountCents = values.amountCents ?? 2_999_00
  const [row] = await db
    .insert(orders)
    .values({
      userId: values.userId,
      caseId: values.caseId ?? null,
      productCode: values.productCode ?? 'FEDERAL',
      amountCents,
      status,
      // A paid order has collected its whole amount (paidCents never exceeds it).
      paidCents: status === 'PAID' ? amountCents : 0,
      paidAt: status === 'PENDING' ? null : new Date(),
    })
    .returning()
  if (!row) throw new Error('order insert returned no row')
  return row
}
