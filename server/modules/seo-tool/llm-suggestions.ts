import { z } from 'zod'
import type { Llm } from '#server/adapters/llm/index.ts'
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from '#shared/contracts/seo-tool.contract.ts'
import { findTextProblem } from '#shared/domain/text-fields.ts'
import { isDescriptionGood, isTitleGood, type PageFacts } from './page-audit.ts'

const SYSTEM = [
  'You write the HTML title and meta description of one page of a website.',
  `The title has ${SEO_TITLE_LENGTH.min} to ${SEO_TITLE_LENGTH.max} characters and ends with " | " and the site's name.`,
  `The description has ${SEO_DESCRIPTION_LENGTH.min} to ${SEO_DESCRIPTION_LENGTH.max} characters, one or two plain sentences.`,
  'Use only facts stated in the page text you are given; invent no prices, dates, promises or legal advice.',
  'Reply with JSON only: {"title": "...", "description": "..."}.',
].join('\n')

const SuggestionSchema = z.object({ title: z.string(), description: z.string() })

/** What to tell the model about a page: its address, current head and its first words. */
function prompt(path: string, facts: PageFacts): string {
  return [
    `Page: ${path}`,
    `Site name: ${facts.openGraph.site_name ?? ''}`,
    `Current title: ${facts.title ?? '(none)'}`,
    `Current description: ${facts.description || '(none)'}`,
    `Main heading: ${facts.h1Texts[0] ?? '(none)'}`,
    `Page text: ${facts.paragraphs.join(' ').slice(0, 1500)}`,
  ].join('\n')
}

// A reply as JSON, also when the model wrapped it in a code fence.
function parseReply(reply: string): z.infer<typeof SuggestionSchema> | null {
  const json = /\{[\s\S]*\}/.exec(reply)?.[0]
  if (!json) return null
  try {
    const parsed = SuggestionSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The model's title and description for a page, each kept only when it is single-line text of the
 * right length; null fields fall back to the rules. Never throws: a failed call suggests nothing.
 */
export async function suggestHead(
  llm: Llm,
  path: string,
  facts: PageFacts,
  onFailure: (error: unknown) => void,
): Promise<{ title: string | null; description: string | null }> {
  let reply: string
  try {
    reply = await llm.complete(SYSTEM, prompt(path, facts))
  } catch (error) {
    onFailure(error)
    return { title: null, description: null }
  }
  const parsed = parseReply(reply)
  if (!parsed) return { title: null, description: null }
  const title = clean(parsed.title)
  const description = clean(parsed.description)
  const isText = (value: string) => findTextProblem(value, 'singleLine') === null
  return {
    title: isTitleGood(title) && isText(title) ? title : null,
    description: isDescriptionGood(description) && isText(description) ? description : null,
  }
}
