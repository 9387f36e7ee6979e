import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { affiliates, cases, conversations, orders, users } from '#server/db/schema/index.ts'
import type { Role } from '#shared/domain/roles.ts'
import type { PersonKind } from '#shared/contracts/people.contract.ts'

/**
 * The back office's reads of people. Every table here has another owner (users: auth, affiliates:
 * affiliates, cases, orders, conversations: their modules); this module only reads them, for a
 * search that must page in the database. Changes go through the auth and audit services
 * (docs/decisions/038-people-and-audit-log.md).
 */

export type PeopleFilters = {
  search?: string
  role?: Role
  kind?: PersonKind
  /** The id of the last person of the previous page. */
  afterId?: string
  limit: number
}

const caseCountSql = sql<number>`(select count(*)::int from "cases" c where c."user_id" = "users"."id")`

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  emailVerified: users.emailVerified,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  affiliateId: affiliates.id,
  affiliateCode: affiliates.code,
  affiliateStatus: affiliates.status,
  caseCount: caseCountSql,
}

export type PersonRecord = {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  emailVerified: boolean
  disabledAt: Date | null
  createdAt: Date
  affiliateId: string | null
  affiliateCode: string | null
  affiliateStatus: 'ACTIVE' | 'DEACTIVATED' | null
  caseCount: number
}

/** LIKE's wildcards taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function searchCondition(search: string): SQL | undefined {
  const term = search.trim()
  if (term === '') return undefined
  const pattern = `%${escapeLike(term)}%`
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(affiliates.code, pattern),
  )
}

function kindCondition(kind: PersonKind): SQL {
  if (kind === 'admin') return eq(users.role, 'ADMIN')
  if (kind === 'affiliate') return isNotNull(affiliates.id)
  // Every account is a customer account (an affiliate is a customer with a profile): no admin rights.
  return eq(users.role, 'USER')
}

// Newest first; the next page starts after the cursor's person, compared in the database.
const afterPerson = (id: string) =>
  sql`(${users.createdAt}, ${users.id}) < (select p."created_at", p."id" from "users" p where p."id" = ${id})`

/** One page of people, newest first (one extra row tells of a next page). */
export async function listPeople(db: Db, filters: PeopleFilters): Promise<PersonRecord[]> {
  const conditions = [
    filters.search ? searchCondition(filters.search) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.kind ? kindCondition(filters.kind) : undefined,
    filters.afterId ? afterPerson(filters.afterId) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(affiliates, eq(affiliates.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filters.limit + 1)
}

export async function findPerson(db: Db, userId: string): Promise<PersonRecord | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(affiliates, eq(affiliates.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

const LIST_LIMIT = 100

export async function listCasesOfPerson(db: Db, userId: string) {
  return db
    .select({
      id: cases.id,
      status: cases.status,
      packageCode: cases.packageCode,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .where(eq(cases.userId, userId))
    .orderBy(desc(cases.createdAt))
    .limit(LIST_LIMIT)
}

export async function listOrdersOfPerson(db: Db, userId: string) {
  return db
    .select({
      id: orders.id,
      caseId: orders.caseId,
      productCode: orders.productCode,
      status: orders.status,
      amountCents: orders.amountCents,
      paidCents: orders.paidCents,
      refundedCents: orders.refundedCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(LIST_LIMIT)
}

/** Conversations linked to the account, or written from its e-mail address before it was linked. */
export async function listConversationsOfPerson(db: Db, person: { userId: string; email: string }) {
  return db
    .select({
      id: conversations.id,
      source: conversations.source,
      subject: conversations.subject,
      status: conversations.status,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(
      or(
        eq(conversations.userId, person.userId),
        sql`lower(${conversations.customerEmail}) = ${person.email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(LIST_LIMIT)
}
