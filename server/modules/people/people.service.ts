import type { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AccountRow, AuthService } from '#server/modules/auth/index.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import {
  TYPE_EMAIL_TO_CONFIRM_MESSAGE,
  type AccountStatusInput,
  type PeopleList,
  type PeopleListQuerySchema,
  type PersonDetail,
  type PersonRow,
  type RoleChangeInput,
} from '#shared/contracts/people.contract.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  findPerson,
  listCasesOfPerson,
  listConversationsOfPerson,
  listOrdersOfPerson,
  listPeople,
  type PersonRecord,
} from './people.repository.ts'

type PeopleDeps = {
  db: Db
  auth: Pick<AuthService, 'changeAccount'>
  audit: Pick<AuditService, 'record' | 'listForPerson'>
}

const NOT_FOUND = 'Person not found'

function toRow(record: PersonRecord): PersonRow {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    isEmailVerified: record.emailVerified,
    disabledAt: record.disabledAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    affiliate:
      record.affiliateId && record.affiliateCode && record.affiliateStatus
        ? { id: record.affiliateId, code: record.affiliateCode, status: record.affiliateStatus }
        : null,
    caseCount: record.caseCount,
  }
}

// What the audit log keeps of an account before and after a change.
const snapshot = (row: AccountRow) => ({ role: row.role, disabledAt: row.disabledAt?.toISOString() ?? null })

export function createPeopleService({ db, auth, audit }: PeopleDeps) {
  /** One page of people, newest first, searched by name, e-mail or affiliate code. */
  async function listPeoplePage(query: z.output<typeof PeopleListQuerySchema>): Promise<PeopleList> {
    const rows = await listPeople(db, {
      search: query.search,
      role: query.role,
      kind: query.kind,
      afterId: query.cursor,
      limit: query.limit,
    })
    const page = rows.slice(0, query.limit)
    return {
      people: page.map(toRow),
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    }
  }

  /** One person with their cases, orders, conversations and recent activity. */
  async function getPerson(userId: string): Promise<PersonDetail> {
    const record = await findPerson(db, userId)
    if (!record) throw new AppError('not_found', NOT_FOUND)
    const [caseRows, orderRows, conversationRows] = await Promise.all([
      listCasesOfPerson(db, userId),
      listOrdersOfPerson(db, userId),
      listConversationsOfPerson(db, { userId, email: record.email }),
    ])
    const activity = await audit.listForPerson({
      userId,
      caseIds: caseRows.map((c) => c.id),
      affiliateId: record.affiliateId,
    })
    return {
      person: toRow(record),
      cases: caseRows.map((c) => ({
        id: c.id,
        caseNumber: caseNumber(c.id),
        status: c.status,
        packageCode: c.packageCode,
        createdAt: c.createdAt.toISOString(),
      })),
      orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      conversations: conversationRows.map((c) => ({ ...c, lastMessageAt: c.lastMessageAt.toISOString() })),
      activity,
    }
  }

  async function change(
    admin: User,
    userId: string,
    action: 'PERSON_DISABLED' | 'PERSON_ENABLED' | 'ROLE_CHANGED',
    change: Parameters<AuthService['changeAccount']>[1],
    reason?: string,
  ): Promise<PersonDetail> {
    await auth.changeAccount(userId, change, (tx, before, after) =>
      audit.record(
        {
          caseId: null,
          actor: 'ADMIN',
          actorUserId: admin.id,
          action,
          detail: {
            userId,
            email: before.email,
            ...(reason ? { reason } : {}),
            before: snapshot(before),
            after: snapshot(after),
          },
        },
        tx,
      ),
    )
    return getPerson(userId)
  }

  async function findOrFail(userId: string): Promise<PersonRecord> {
    const record = await findPerson(db, userId)
    if (!record) throw new AppError('not_found', NOT_FOUND)
    return record
  }

  /**
   * Disables an account: every session ends at once and it cannot sign in again until enabled.
   * An admin cannot disable their own account, nor the last active admin.
   */
  async function disablePerson(
    admin: User,
    userId: string,
    input: AccountStatusInput,
  ): Promise<PersonDetail> {
    if (admin.id === userId) throw new AppError('conflict', 'You cannot disable your own account.')
    const record = await findOrFail(userId)
    if (record.disabledAt) throw new AppError('conflict', 'This account is already disabled.')
    return change(admin, userId, 'PERSON_DISABLED', { disabledAt: new Date() }, input.reason)
  }

  /** Lets a disabled account sign in again. */
  async function enablePerson(admin: User, userId: string, input: AccountStatusInput): Promise<PersonDetail> {
    const record = await findOrFail(userId)
    if (!record.disabledAt) throw new AppError('conflict', 'This account is not disabled.')
    return change(admin, userId, 'PERSON_ENABLED', { disabledAt: null }, input.reason)
  }

  /**
   * Grants or removes ADMIN. The admin types the person's e-mail address to confirm; the last
   * active admin is never demoted (409).
   */
  async function setRole(admin: User, userId: string, input: RoleChangeInput): Promise<PersonDetail> {
    const record = await findOrFail(userId)
    if (input.confirm !== record.email) {
      throw new AppError('validation_failed', TYPE_EMAIL_TO_CONFIRM_MESSAGE, {
        confirm: TYPE_EMAIL_TO_CONFIRM_MESSAGE,
      })
    }
    if (record.role === input.role) {
      throw new AppError(
        'conflict',
        input.role === 'ADMIN' ? 'This person is already an admin.' : 'This person is not an admin.',
      )
    }
    return change(admin, userId, 'ROLE_CHANGED', { role: input.role })
  }

  return { listPeoplePage, getPerson, disablePerson, enablePerson, setRole }
}

export type PeopleService = ReturnType<typeof createPeopleService>
