import { createHash, randomBytes } from 'node:crypto'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  AddSubscriberInputSchema,
  type AddSubscriberInput,
  type Subscriber,
} from '#shared/contracts/newsletters.contract.ts'
import {
  CONFIRM_LINK_INVALID,
  DEFAULT_LIST_NAME,
  SUBSCRIBER_REQUIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
} from '#shared/contracts/newsletters-texts.ts'
import type { NewslettersDeps } from './newsletters.deps.ts'
import { confirmSubscriptionEmail } from './newsletters.emails.ts'
import {
  confirmByTokenHash,
  findListById,
  findSubscriber,
  insertSubscriber,
  unsubscribeByToken,
  updateSubscriber,
  type MailingListRow,
  type SubscriberRow,
} from './newsletters.repository.ts'

/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7
/** A PENDING address is sent a new confirmation at most this often, however often the form is used. */
const CONFIRM_RESEND_AFTER_MS = 10 * 60_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    listId: row.listId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tags: row.tags,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

export type SubscribersDeps = {
  ensureDefaultList: () => Promise<MailingListRow>
  requestMailchimpSync: () => Promise<void>
}

/** Who is on a list: an admin's additions, the footer form's double opt-in and unsubscribing. */
export function createSubscribers(
  deps: NewslettersDeps,
  { ensureDefaultList, requestMailchimpSync }: SubscribersDeps,
) {
  const { db, config, mailer, log, audit } = deps

  /**
   * Adds an address as SUBSCRIBED (the admin vouches for the consent). An address already on the
   * list gets the names given and the tags merged; one that unsubscribed or bounced is refused, so
   * an admin cannot undo a person's own unsubscribe.
   */
  async function addSubscriber(admin: User, input: AddSubscriberInput): Promise<Subscriber> {
    const body = AddSubscriberInputSchema.parse(input)
    const list = await findListById(db, body.listId)
    if (!list) {
      throw new AppError('validation_failed', SUBSCRIBER_REQUIRED_MESSAGE, {
        listId: SUBSCRIBER_REQUIRED_MESSAGE,
      })
    }
    const now = new Date()
    let row = await insertSubscriber(db, {
      listId: list.id,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      tags: body.tags,
      status: 'SUBSCRIBED',
      source: 'ADMIN',
      unsubscribeToken: newToken(),
      confirmedAt: now,
    })
    if (!row) {
      const existing = (await findSubscriber(db, list.id, body.email))!
      if (existing.status === 'UNSUBSCRIBED' || existing.status === 'BOUNCED') {
        const message =
          existing.status === 'UNSUBSCRIBED'
            ? 'This address unsubscribed from the list; only its owner can subscribe again.'
            : 'Mail to this address bounced; it is not added again.'
        throw new AppError('conflict', message, { email: message })
      }
      row = (await updateSubscriber(db, existing.id, {
        firstName: body.firstName || existing.firstName,
        lastName: body.lastName || existing.lastName,
        tags: [...new Set([...existing.tags, ...body.tags])],
        status: 'SUBSCRIBED',
        confirmTokenHash: null,
        confirmedAt: existing.confirmedAt ?? now,
      }))!
    }
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'SUBSCRIBER_ADDED',
      detail: { email: row.email, label: list.name },
    })
    await requestMailchimpSync()
    return toSubscriber(row)
  }

  /**
   * The footer form (double opt-in): a new address is stored PENDING and mailed a confirmation
   * link; a PENDING one is mailed a new link (at most every 10 minutes); one that unsubscribed
   * starts over. An address already subscribed, or bounced, is left alone. The answer is the same
   * in every case, so the form does not tell anyone who is subscribed.
   */
  async function subscribe(email: string): Promise<void> {
    const list = await ensureDefaultList()
    const token = newToken()
    const now = new Date()
    const pending = { status: 'PENDING' as const, confirmTokenHash: sha256(token), confirmSentAt: now }
    let row = await insertSubscriber(db, {
      listId: list.id,
      email,
      source: 'FORM',
      unsubscribeToken: newToken(),
      ...pending,
    })
    if (!row) {
      const existing = (await findSubscriber(db, list.id, email))!
      const mayResend =
        existing.status === 'UNSUBSCRIBED' ||
        (existing.status === 'PENDING' &&
          (!existing.confirmSentAt ||
            now.getTime() - existing.confirmSentAt.getTime() > CONFIRM_RESEND_AFTER_MS))
      if (!mayResend) return
      row = await updateSubscriber(db, existing.id, { ...pending, unsubscribedAt: null })
      if (!row) return
    }
    const settings = await deps.settings.getSettings()
    try {
      await mailer.send(
        confirmSubscriptionEmail({
          to: email,
          companyName: settings.companyName,
          listName: list.name,
          confirmUrl: `${config.publicUrl}/newsletter/confirm?token=${token}`,
          validDays: CONFIRM_VALID_DAYS,
        }),
      )
    } catch (error) {
      log.error({ err: { name: (error as Error)?.name } }, 'newsletter confirmation not sent')
      throw new AppError('unavailable', 'We could not send the confirmation e-mail. Please try again later.')
    }
  }

  /** Confirms the subscription whose confirmation link holds this token. */
  async function confirm(token: string): Promise<{ listName: string }> {
    const since = new Date(Date.now() - CONFIRM_VALID_DAYS * 24 * 60 * 60_000)
    const row = await confirmByTokenHash(db, sha256(token), since)
    if (!row) throw new AppError('not_found', CONFIRM_LINK_INVALID)
    await requestMailchimpSync()
    return { listName: (await findListById(db, row.listId))?.name ?? DEFAULT_LIST_NAME }
  }

  /** Unsubscribes the holder of this token; doing it twice is harmless (RFC 8058 one-click too). */
  async function unsubscribe(token: string): Promise<{ listName: string }> {
    const row = await unsubscribeByToken(db, token)
    if (!row) throw new AppError('not_found', UNSUBSCRIBE_LINK_INVALID)
    await requestMailchimpSync()
    return { listName: (await findListById(db, row.listId))?.name ?? DEFAULT_LIST_NAME }
  }

  return { addSubscriber, subscribe, confirm, unsubscribe }
}
