import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  CreateListInputSchema,
  type CreateListInput,
  type MailingList,
  type NewsletterSettings,
  type NewsletterStats,
} from '#shared/contracts/newsletters.contract.ts'
import { DEFAULT_LIST_NAME } from '#shared/contracts/newsletters-texts.ts'
import type { NewslettersDeps } from './newsletters.deps.ts'
import {
  countSubscribersByList,
  findDefaultList,
  findListByName,
  insertList,
  listAllLists,
  type ListCounts,
  type MailingListRow,
} from './newsletters.repository.ts'

/** The address part of a From line such as `Name <no-reply@example.com>`. */
function addressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim()
}

function toList(row: MailingListRow, counts: ListCounts | undefined, memberCount?: number): MailingList {
  const subscribed = counts?.SUBSCRIBED ?? 0
  return {
    id: row.id,
    name: row.name,
    subscribers: subscribed,
    stats: { member_count: memberCount ?? subscribed },
    pending: counts?.PENDING ?? 0,
    unsubscribed: counts?.UNSUBSCRIBED ?? 0,
    bounced: counts?.BOUNCED ?? 0,
    isDefault: row.isDefault === 1,
    isSynced: row.externalId !== null,
  }
}

/** Our lists, the screen's figures and the campaign form's defaults. */
export function createMailingLists(deps: NewslettersDeps, requestMailchimpSync: () => Promise<void>) {
  const { db, config, audit } = deps

  /** Creates the footer form's list ("Newsletter") if no list is the default yet; returns it. */
  async function ensureDefaultList(): Promise<MailingListRow> {
    const existing = await findDefaultList(db)
    if (existing) return existing
    const created = await insertList(db, {
      name: DEFAULT_LIST_NAME,
      description: 'The list the site footer form subscribes to',
      isDefault: true,
    })
    // Another process may have created it at the same moment.
    return created ?? (await findDefaultList(db)) ?? (await findListByName(db, DEFAULT_LIST_NAME))!
  }

  /** Our lists with their counts by status. */
  async function listLists(): Promise<MailingList[]> {
    const [rows, counts] = await Promise.all([listAllLists(db), countSubscribersByList(db)])
    return rows.map((row) => toList(row, counts.get(row.id)))
  }

  /**
   * The screen's figures. With Mailchimp configured, a synced list's member_count is Mailchimp's
   * own; if Mailchimp cannot be asked, ours are shown with the reason.
   */
  async function getStats(): Promise<NewsletterStats> {
    const [rows, counts] = await Promise.all([listAllLists(db), countSubscribersByList(db)])
    let remote = new Map<string, number>()
    let mailchimpError: string | null = null
    if (deps.provider) {
      try {
        remote = new Map((await deps.provider.listAudiences()).map((a) => [a.id, a.memberCount]))
      } catch (error) {
        mailchimpError = error instanceof Error ? error.message : 'Mailchimp could not be asked.'
      }
    }
    const lists = rows.map((row) =>
      toList(row, counts.get(row.id), row.externalId ? remote.get(row.externalId) : undefined),
    )
    return {
      configured: deps.provider !== null,
      totalLists: lists.length,
      totalSubscribers: lists.reduce((sum, list) => sum + list.subscribers, 0),
      lists,
      mailchimpError,
    }
  }

  /** The campaign form's defaults and what the Mailchimp adapter still needs. */
  async function getSettings(): Promise<NewsletterSettings> {
    const settings = await deps.settings.getSettings()
    return {
      mailchimp: {
        configured: deps.provider !== null,
        missing: deps.provider ? [] : ['MAILCHIMP_API_KEY'],
      },
      defaults: { fromName: settings.companyName, fromEmail: addressOf(config.mailFrom) },
      sendPerMinute: config.campaignSendPerMinute,
    }
  }

  /** Creates a list; a name already used is refused. */
  async function createList(admin: User, input: CreateListInput): Promise<MailingList> {
    const { name, description } = CreateListInputSchema.parse(input)
    const row = await insertList(db, { name, description, isDefault: false })
    if (!row)
      throw new AppError('conflict', 'A list with this name exists already.', {
        name: 'A list with this name exists already.',
      })
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'MAILING_LIST_CREATED',
      detail: { label: name, listId: row.id },
    })
    await requestMailchimpSync()
    return toList(row, undefined)
  }

  return { ensureDefaultList, listLists, getStats, getSettings, createList }
}
