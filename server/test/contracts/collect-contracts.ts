import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ContractEntry, HttpMethod } from '#shared/contracts/contract.ts'
import type { Access, OwnedResource } from '#shared/domain/access.ts'

/**
 * Every contract entry of every shared/contracts/*.contract.ts file, found by reading the folder,
 * so a new contract file or entry is in the generated suites the day it is written
 * (docs/decisions/018-generated-contract-suites.md).
 */

export type CollectedEntry = {
  /** `file.contract.ts#key`, for test names and failure messages. */
  name: string
  entry: ContractEntry
}

export const CONTRACTS_DIR = fileURLToPath(new URL('../../../shared/contracts/', import.meta.url))

function isContractEntry(value: unknown): value is ContractEntry {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    v.path.startsWith('/api/') &&
    typeof v.access === 'string' &&
    'response' in v
  )
}

/** The entries of the exported tables of one contract module (a table is an object of entries). */
export function entriesOfModule(file: string, mod: Record<string, unknown>): CollectedEntry[] {
  const found: CollectedEntry[] = []
  for (const exported of Object.values(mod)) {
    if (!exported || typeof exported !== 'object' || Array.isArray(exported)) continue
    const values = Object.entries(exported as Record<string, unknown>)
    if (values.length === 0 || !values.every(([, value]) => isContractEntry(value))) continue
    for (const [key, entry] of values) found.push({ name: `${file}#${key}`, entry: entry as ContractEntry })
  }
  return found
}

/** Imports every contract file of the folder and returns their entries, sorted by name. */
export async function collectContracts(dir = CONTRACTS_DIR): Promise<CollectedEntry[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.contract.ts'))
    .sort()
  const all: CollectedEntry[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>
    all.push(...entriesOfModule(file, mod))
  }
  return all.sort((a, b) => a.name.localeCompare(b.name))
}

/** A route as the server registered it. */
export type RegisteredRoute = { method: HttpMethod | 'HEAD' | 'OPTIONS'; path: string }

/**
 * Reads Fastify's `printRoutes({ commonPrefix: false })` tree back into method and full path.
 * Each level indents by four characters; a child's segment continues its parent's path.
 */
export function parseRouteTree(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd())
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const full = (stack[depth - 1] ?? '') + match[2]!
    stack[depth] = full
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      routes.push({ method: method as RegisteredRoute['method'], path: full })
    }
  }
  return routes
}

/**
 * Routes under /api that are deliberately not contract entries: browser navigations that answer
 * with a redirect, a file download, a signed webhook, and the API's own documentation. Each is
 * still put through the access matrix with the access it declares here.
 */
export type PlainRoute = {
  method: HttpMethod
  /** A path, or a prefix ending in `*` for a family of routes (the docs' static files). */
  path: string
  access: Access
  owner?: Readonly<Record<string, OwnedResource>>
  authenticatedBy?: 'signature'
  why: string
}

export const PLAIN_ROUTES: readonly PlainRoute[] = [
  { method: 'GET', path: '/api/login', access: 'public', why: 'browser navigation: redirects to sign-in' },
  {
    method: 'GET',
    path: '/api/logout',
    access: 'public',
    why: 'browser navigation: signs out, redirects home',
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'public',
    why: 'the link in the verification e-mail: redirects to a page',
  },
  {
    method: 'GET',
    path: '/api/documents/:id/download',
    access: 'customer',
    owner: { id: 'document' },
    why: 'answers with the file itself, not JSON',
  },
  {
    method: 'GET',
    path: '/api/fingerprints/:id/download',
    access: 'customer',
    owner: { id: 'fingerprint' },
    why: 'answers with the fingerprint file itself, not JSON',
  },
  {
    method: 'GET',
    path: '/api/account/export.pdf',
    access: 'customer',
    why: "answers with a PDF of the person's own data, not JSON",
  },
  {
    method: 'GET',
    path: '/api/case/:id/packet',
    access: 'customer',
    owner: { id: 'case' },
    why: 'answers with a PDF, not JSON',
  },
  {
    method: 'GET',
    path: '/api/case/:id/purchase-kit',
    access: 'customer',
    owner: { id: 'case' },
    why: 'answers with a PDF, not JSON',
  },
  {
    method: 'POST',
    path: '/api/payments/webhook/sandbox',
    access: 'public',
    authenticatedBy: 'signature',
    why: "the payment provider's signed events (the sandbox's path; Stripe's when configured)",
  },
  {
    method: 'POST',
    path: '/api/payments/webhook/stripe',
    access: 'public',
    authenticatedBy: 'signature',
    why: "Stripe's signed payment events, registered instead of the sandbox's when Stripe is configured",
  },
  {
    method: 'GET',
    path: '/api/admin/affiliates/1099.csv',
    access: 'admin',
    why: 'answers with the yearly 1099-NEC report as a CSV file, not JSON',
  },
  { method: 'GET', path: '/api/openapi.json', access: 'public', why: 'the OpenAPI document' },
  { method: 'GET', path: '/api/docs*', access: 'public', why: 'the API documentation page and its files' },
]

/** Whether a registered route is the plain route (or within its `*` family). */
export function matchesPlainRoute(route: RegisteredRoute, plain: PlainRoute): boolean {
  if (route.method !== plain.method) return false
  return plain.path.endsWith('*') ? route.path.startsWith(plain.path.slice(0, -1)) : route.path === plain.path
}
