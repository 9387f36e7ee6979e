import { z } from 'zod'
import { PACKAGE_CODES } from '../domain/packages.ts'
import { nameText } from '../domain/person-fields.ts'
import type { ContractTable } from './contract.ts'

const PRODUCT_UNAVAILABLE = 'The selected product is not available.'
export const FULL_NAME_REQUIRED = 'Please type your full name to sign'
export const AGREEMENT_NOT_ACCEPTED = 'Please tick the box to accept the service agreement'

/** The packages sold at checkout, each with its agreement. */
export const AgreementProductSchema = z.enum(PACKAGE_CODES, { error: PRODUCT_UNAVAILABLE })
export type AgreementProduct = z.infer<typeof AgreementProductSchema>

export const AgreementQuerySchema = z.object({
  product: AgreementProductSchema,
  /** The customer skipped identity verification: the agreement adds the manual ID processing fee. */
  idBypass: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})
export type AgreementQuery = z.infer<typeof AgreementQuerySchema>

export const AgreementSchema = z.object({
  version: z.string(),
  /** The exact plain text to show and sign: paragraphs separated by blank lines. */
  text: z.string(),
  productCode: AgreementProductSchema,
})
export type Agreement = z.infer<typeof AgreementSchema>

export const SignAgreementInputSchema = z.object({
  product: AgreementProductSchema,
  caseId: z.uuid('Case not found').optional(),
  fullName: nameText({ error: FULL_NAME_REQUIRED })
    .min(1, FULL_NAME_REQUIRED)
    .max(200, 'Please type a shorter name'),
  agreed: z.literal(true, { error: AGREEMENT_NOT_ACCEPTED }),
  idBypass: z.boolean().default(false),
})
export type SignAgreementInput = z.infer<typeof SignAgreementInputSchema>

export const SignatureSchema = z.object({
  signatureId: z.string(),
  signedAt: z.string(),
  /** SHA-256 (hex) of the exact agreement text signed. */
  textSha256: z.string(),
  /** The signed PDF among the case's documents; null when signed without a case. */
  documentId: z.string().nullable(),
  /** The name the customer typed to sign. */
  fullName: z.string(),
})
export type Signature = z.infer<typeof SignatureSchema>

export const CurrentSignatureQuerySchema = AgreementQuerySchema.extend({
  caseId: z.uuid('Case not found').optional(),
})
export type CurrentSignatureQuery = z.infer<typeof CurrentSignatureQuerySchema>

export const agreementsContract = {
  get: {
    method: 'GET',
    path: '/api/agreement',
    summary: 'The service agreement for a package, built from the catalog, to read before signing',
    access: 'customer',
    query: AgreementQuerySchema,
    response: AgreementSchema,
  },
  current: {
    method: 'GET',
    path: '/api/agreements/current',
    summary:
      "The customer's signature of the agreement as it reads today for a package (and case), or null: checkout does not ask twice",
    access: 'customer',
    owner: { caseId: 'case' },
    query: CurrentSignatureQuerySchema,
    response: z.object({ signature: SignatureSchema.nullable() }),
  },
  sign: {
    method: 'POST',
    path: '/api/agreements',
    summary: 'Sign the service agreement with a typed name; a case gets the signed PDF among its documents',
    access: 'customer',
    owner: { caseId: 'case' },
    body: SignAgreementInputSchema,
    response: SignatureSchema,
    status: 201,
  },
} as const satisfies ContractTable
