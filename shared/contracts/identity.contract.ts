import { z } from 'zod'
import { singleLineText } from '../domain/text-fields.ts'
import { IsoDateSchema } from '../domain/eligibility/index.ts'
import { FirstNameSchema, LastNameSchema, nameText } from '../domain/person-fields.ts'
import type { ContractTable } from './contract.ts'

// The /verify form (spec 002 §5): the client validates with these schemas, so it shows the same
// words the server enforces. A missing field gets its field's message too.
const text = (message: string) => singleLineText({ error: message }).trim()

export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/
// An optional +1, then a ten-digit US number; parentheses around the area code, dashes and spaces
// between the groups are allowed.
export const US_PHONE_PATTERN = /^(?:\+1[\s-]?)?(?:\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/

export const VERIFY_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters',
  // The specification's words first, then what a person needs to put it right (decision 053).
  ssn: 'Invalid SSN format: enter the 9 digits of your Social Security number, like 123-45-6789',
  phone: 'Invalid phone number',
  address: 'Address must be at least 10 characters',
} as const

const m = VERIFY_FORM_MESSAGES
export const VerifyFormInputSchema = z.object({
  name: nameText({ error: m.name }).min(2, m.name).max(200, 'Name must be at most 200 characters'),
  ssn: text(m.ssn).regex(SSN_PATTERN, m.ssn),
  phone: text(m.phone).regex(US_PHONE_PATTERN, m.phone),
  address: text(m.address).min(10, m.address).max(500, 'Address must be at most 500 characters'),
})
export type VerifyFormInput = z.infer<typeof VerifyFormInputSchema>

/** The stored /verify profile as it is shown: the SSN only by its last four digits. */
export const VerifyProfileSchema = z.object({
  name: z.string(),
  ssnLast4: z.string(),
  phone: z.string(),
  address: z.string(),
})
export type VerifyProfile = z.infer<typeof VerifyProfileSchema>
/** The saved /verify form, or null before it is sent: an answer, not an error. */
export const SavedVerifyProfileSchema = z.object({ profile: VerifyProfileSchema.nullable() })

export const IDENTITY_STATUSES = ['REQUIRES_INPUT', 'PROCESSING', 'VERIFIED', 'FAILED', 'CANCELED'] as const
export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES)
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>

export const StartIdentityInputSchema = z.object({
  caseId: z.uuid('Case not found').optional(),
})
export type StartIdentityInput = z.infer<typeof StartIdentityInputSchema>

export const StartIdentityResponseSchema = z.object({ sessionId: z.string(), url: z.string() })

export const VerifiedDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
})

/**
 * The customer's identity check: `verified` once any check succeeded (that check is then the one
 * described), otherwise the latest attempt; `status` is null before the first attempt.
 */
export const IdentityStatusResponseSchema = z.object({
  verified: z.boolean(),
  status: IdentityStatusSchema.nullable(),
  verifiedData: VerifiedDataSchema.nullable(),
  lastError: z.string().nullable(),
  reasons: z.array(z.string()),
})
export type IdentityStatusResponse = z.infer<typeof IdentityStatusResponseSchema>

export const SANDBOX_MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const PHOTO_TOO_LARGE_MESSAGE = 'Each photo must be 10 MB or smaller'

// Photos travel as data URLs (what FileReader.readAsDataURL gives); their type is decided from
// the decoded bytes on the server, never from the declared type.
const maxDataUrlLength = 64 + Math.ceil(SANDBOX_MAX_IMAGE_BYTES / 3) * 4
const photo = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(maxDataUrlLength, PHOTO_TOO_LARGE_MESSAGE)
    .regex(/^data:[^,;]*(;[^,;]*)*;base64,[A-Za-z0-9+/]*={0,2}$/, 'Upload a JPEG or PNG photo')

export const SandboxSubmissionInputSchema = z.object({
  document: photo('A photo of your ID is required'),
  selfie: photo('A selfie is required'),
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  dateOfBirth: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .pipe(IsoDateSchema),
})
export type SandboxSubmissionInput = z.infer<typeof SandboxSubmissionInputSchema>

export const SESSION_NOT_FOUND_MESSAGE = 'Verification session not found'

export const SandboxSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^vs_sandbox_[0-9a-f]{32}$/, SESSION_NOT_FOUND_MESSAGE),
})

export const SandboxSessionSchema = z.object({
  sessionId: z.string(),
  status: IdentityStatusSchema,
  /** Where the browser goes when the check is done: back to the choice page of the same case. */
  returnTo: z.string(),
})

export const identityContract = {
  saveVerifyForm: {
    method: 'POST',
    path: '/api/verify',
    summary: 'Save the /verify form; the SSN is stored encrypted and only its last four digits return',
    access: 'customer',
    body: VerifyFormInputSchema,
    response: VerifyProfileSchema,
  },
  getVerifyForm: {
    method: 'GET',
    path: '/api/verify',
    summary: "The signed-in customer's saved /verify form, SSN as last four digits (null before any)",
    access: 'customer',
    response: SavedVerifyProfileSchema,
  },
  start: {
    method: 'POST',
    path: '/api/identity/start',
    summary: 'Open an ID check (Stripe Identity or the built-in sandbox); the browser goes to url',
    access: 'customer',
    owner: { caseId: 'case' },
    body: StartIdentityInputSchema,
    response: StartIdentityResponseSchema,
    status: 201,
  },
  status: {
    method: 'GET',
    path: '/api/identity/status',
    summary: "The signed-in customer's identity check (polled every 5 s while one runs)",
    access: 'customer',
    response: IdentityStatusResponseSchema,
  },
  sandboxSession: {
    method: 'GET',
    path: '/api/identity/sandbox/:sessionId',
    summary: 'A built-in sandbox session of the signed-in customer',
    access: 'customer',
    owner: { sessionId: 'identitySession' },
    params: SandboxSessionParamsSchema,
    response: SandboxSessionSchema,
  },
  sandboxSubmit: {
    method: 'POST',
    path: '/api/identity/sandbox/:sessionId/submit',
    summary: 'Submit the ID photo, selfie, name and birth date to the built-in sandbox; it decides at once',
    access: 'customer',
    owner: { sessionId: 'identitySession' },
    params: SandboxSessionParamsSchema,
    body: SandboxSubmissionInputSchema,
    response: SandboxSessionSchema.extend({ reasons: z.array(z.string()) }),
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/identity/webhook/stripe',
    summary: 'Stripe Identity events; the signature is checked on the raw body (400 when it fails)',
    access: 'public',
    authenticatedBy: 'signature',
    response: z.object({ received: z.literal(true) }),
  },
} as const satisfies ContractTable
