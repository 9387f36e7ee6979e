import { removeControlCharacters } from '#shared/domain/text-fields.ts'

/** The longest message kept from a channel; the rest is cut with a mark. */
export const CHANNEL_MESSAGE_MAX_LENGTH = 20_000

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A provider's text made safe to store under the text rule (docs/decisions/016): no control
 * characters but tabs and line breaks, no broken characters, bounded.
 */
export function cleanChannelText(text: string, maxLength = CHANNEL_MESSAGE_MAX_LENGTH): string {
  const clean = removeControlCharacters(
    text.replace(/\r\n?/g, '\n').replace(LONE_SURROGATE, '\uFFFD'),
    true,
  ).trim()
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).trimEnd()}…` : clean
}

/** A one-line label (a name, a subject) from a provider's text, or null when nothing is left. */
export function cleanChannelLabel(text: string | null | undefined, maxLength = 120): string | null {
  if (!text) return null
  const line = cleanChannelText(text, maxLength * 2)
    .replace(/\s+/g, ' ')
    .trim()
  if (!line) return null
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line
}
