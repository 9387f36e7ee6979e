import { removeControlCharacters } from '#shared/domain/text-fields.ts'

/**
 * How an incoming e-mail finds its conversation (docs/decisions/027-inbound-mail.md): by the
 * Message-IDs it answers, else by its subject without the reply and forward prefixes mail clients add.
 */

const REPLY_PREFIX = /^\s*(?:re|fwd?|aw|sv|antw|wg)\s*(?:\[\d+\])?\s*:\s*/i

/** 'Re: Fwd: RE[2]: Question' → 'Question'; an empty subject stays empty. */
export function stripReplyPrefixes(subject: string): string {
  let rest = subject.trim()
  for (let match = REPLY_PREFIX.exec(rest); match; match = REPLY_PREFIX.exec(rest)) {
    rest = rest.slice(match[0].length)
  }
  return rest.trim()
}

/**
 * The ids a reply names, nearest first: In-Reply-To, then References from the newest back.
 * Each id is given without angle brackets, once.
 */
export function threadCandidates(inReplyTo: string | null, references: readonly string[]): string[] {
  const ordered = [inReplyTo, ...[...references].reverse()].filter((id): id is string => Boolean(id))
  return [...new Set(ordered.map(unbracket).filter(Boolean))]
}

/** A Message-ID without its angle brackets and surrounding space. */
export function unbracket(id: string): string {
  return id.trim().replace(/^<+/, '').replace(/>+$/, '').trim()
}

/** How many ids an outgoing References header carries: the thread's start and its latest messages. */
const REFERENCES_KEPT = 20

/** The References of a new message in a thread whose ids are these, oldest first. */
export function referencesFor(threadIds: readonly string[]): string[] {
  if (threadIds.length <= REFERENCES_KEPT) return [...threadIds]
  return [threadIds[0]!, ...threadIds.slice(-(REFERENCES_KEPT - 1))]
}

/**
 * Makes mail text safe to store: line breaks as \n, no NUL or other control characters (tabs
 * kept), at most `max` characters.
 */
export function cleanMailText(text: string, max: number): string {
  const clean = removeControlCharacters(text.replace(/\r\n?/g, '\n'), true)
  return clean.length > max ? `${clean.slice(0, max)}\n[…]` : clean
}
