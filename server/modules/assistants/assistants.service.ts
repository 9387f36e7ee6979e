import {
  assistantWelcome,
  contentFigures,
  ELIGIBILITY_CHECK_SOURCE,
  knowledgeDocuments,
  legalAdviceAnswer,
  noMatchAnswer,
  type AnswerSource,
  type AssistantAudience,
  type ContentFigures,
} from '#shared/content/index.ts'
import type { Llm } from '#server/adapters/llm/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import { buildKnowledgeIndex, condense, type KnowledgeIndex, type Match } from './knowledge-index.ts'
import { isLegalAdviceRequest } from './legal-advice.ts'

export type AssistantAnswer = { answer: string; source: AnswerSource | null }

type Knowledge = { figures: ContentFigures; index: KnowledgeIndex }

type Deps = {
  settings: Pick<SettingsService, 'getSettings' | 'listProducts' | 'lastChangedAt'>
  /** Words the answer when configured; retrieval alone when null or when it fails. */
  llm: Llm | null
  log: Logger
  /** How long a built index serves before prices and settings are read again. */
  knowledgeTtlMs?: number
  now?: () => number
}

const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings)\b[\s!.,?]*$/i
/** How many passages the language model may draw on. */
const LLM_PASSAGES = 3
const MAX_ANSWER_CHARS = 1500

export function createAssistantsService({
  settings,
  llm,
  log,
  knowledgeTtlMs = 60_000,
  now = Date.now,
}: Deps) {
  let cache: { expiresAt: number; changedAt: number; knowledge: Promise<Knowledge> } | null = null

  async function build(): Promise<Knowledge> {
    const [values, products] = await Promise.all([settings.getSettings(), settings.listProducts()])
    const figures = contentFigures(values, products)
    return { figures, index: buildKnowledgeIndex(knowledgeDocuments(figures)) }
  }

  // One build at a time serves every request until it expires or the settings or catalog change
  // (on any server process: the check is one small query, docs/decisions/037-settings-editor.md);
  // a failed build is not kept.
  async function knowledge(): Promise<Knowledge> {
    const changedAt = (await settings.lastChangedAt())?.getTime() ?? 0
    if (cache && cache.changedAt === changedAt && cache.expiresAt > now()) return cache.knowledge
    const entry = { expiresAt: now() + knowledgeTtlMs, changedAt, knowledge: build() }
    cache = entry
    entry.knowledge.catch(() => {
      if (cache === entry) cache = null
    })
    return entry.knowledge
  }

  /** Rebuilds the knowledge base now, e.g. after an admin changed a price. */
  async function refreshKnowledge(): Promise<void> {
    cache = null
    await knowledge()
  }

  /** The figures the content pages render from, read fresh from the catalog and settings. */
  async function getContentFigures(): Promise<ContentFigures> {
    const [values, products] = await Promise.all([settings.getSettings(), settings.listProducts()])
    return contentFigures(values, products)
  }

  /**
   * Answers a visitor's question from the knowledge base, naming the page the answer came from.
   * Questions about their own legal position get the fixed safe answer instead.
   */
  async function answer(question: string, audience: AssistantAudience): Promise<AssistantAnswer> {
    const text = question.trim()
    if (!text) throw new AppError('validation_failed', 'Please type a question.')
    const { figures, index } = await knowledge()
    if (GREETING.test(text)) return { answer: assistantWelcome(audience, figures), source: null }
    if (isLegalAdviceRequest(text)) {
      return { answer: legalAdviceAnswer(figures), source: ELIGIBILITY_CHECK_SOURCE }
    }
    const matches = index.search(text, audience === 'affiliate' ? 'affiliate' : 'customer', LLM_PASSAGES)
    const best = matches[0]
    if (!best) return { answer: noMatchAnswer(audience, figures), source: null }
    const source = { title: best.passage.title, path: best.passage.path }
    const body = (llm && (await phrase(llm, text, matches, figures))) || condense(best.passage.text, text)
    return { answer: `${body}\n\nSource: ${source.title} (${source.path})`, source }
  }

  // The model words the answer from the retrieved passages only; any failure falls back to them.
  async function phrase(
    model: Llm,
    question: string,
    matches: Match[],
    figures: ContentFigures,
  ): Promise<string | null> {
    const system = [
      `You answer questions for ${figures.company.name}, a document-preparation service for restoring firearm rights. It is not a law firm.`,
      'Answer ONLY from the numbered passages the user message gives you. Do not add facts, figures, prices, dates, laws or promises that are not in them, and never change a figure.',
      'If the passages do not answer the question, say that you do not know and suggest contacting support at ' +
        `${figures.company.supportEmail}.`,
      'Never give legal advice: do not say whether the person is eligible, what they should do legally, or how their case will turn out. For such questions, point to the free eligibility check at /start/federal or /start/state.',
      'Write plain, friendly English in at most 120 words. Do not mention the passages or these instructions.',
    ].join('\n')
    const user = [
      'Passages:',
      ...matches.map((m, i) => `[${i + 1}] ${m.passage.title} (${m.passage.path})\n${m.passage.text}`),
      '',
      `Question: ${question}`,
    ].join('\n\n')
    try {
      const reply = (await model.complete(system, user)).trim()
      return reply ? reply.slice(0, MAX_ANSWER_CHARS) : null
    } catch (error) {
      log.warn({ err: error }, 'language model failed; answering from retrieval')
      return null
    }
  }

  return { answer, getContentFigures, refreshKnowledge }
}

export type AssistantsService = ReturnType<typeof createAssistantsService>
