import MiniSearch, { type SearchResult } from 'minisearch'
import type { KnowledgeDocument } from '#shared/content/index.ts'
import { analyze, stem, topicTerm, words } from './text-analysis.ts'

export type Passage = {
  id: string
  title: string
  path: string
  text: string
  audience: KnowledgeDocument['audience']
  kind: KnowledgeDocument['kind']
}

export type Match = { passage: Passage; score: number }

/** Which documents a question may be answered from. */
export type Scope = 'customer' | 'affiliate'

export type KnowledgeIndex = {
  readonly passages: readonly Passage[]
  /** The best passages for the question, best first; empty when nothing answers it. */
  search(question: string, scope: Scope, limit?: number): Match[]
}

/** Passages longer than this are split at sentence ends. */
const MAX_PASSAGE_CHARS = 700
// A title match counts this many times a body match: titles say what a passage is about.
const TITLE_WEIGHT = 2
const KIND_BOOST: Record<Passage['kind'], number> = { faq: 1.3, page: 1, policy: 0.9, affiliate: 1 }
// Words that mean the same thing to someone asking; each side also finds the other at a lower weight.
const SYNONYMS: [string, string[]][] = [
  ['cost', ['price']],
  ['price', ['cost']],
  ['expensive', ['price', 'cost']],
  ['cheap', ['price', 'cost']],
  ['afford', ['price', 'cost']],
  ['charge', ['price', 'fee']],
  ['cancel', ['refund']],
  ['refund', ['cancel']],
  ['lawyer', ['attorney']],
  ['attorney', ['lawyer']],
  ['fast', ['long', 'timeline']],
  ['quick', ['long', 'timeline']],
  ['duration', ['long', 'timeline']],
  ['wait', ['long', 'timeline']],
  ['timeline', ['long']],
  ['paid', ['payout', 'payment']],
  ['commission', ['earn']],
  ['earn', ['commission']],
  ['fingerprinting', ['fingerprint']],
  ['id', ['identity']],
  ['identity', ['id']],
  ['qualify', ['eligible']],
  ['guarantee', ['promise']],
  ['data', ['information']],
  ['information', ['data']],
]
const SYNONYM_WEIGHT = 0.5
const SYNONYM_STEMS = new Map(SYNONYMS.map(([word, others]) => [stem(word), others.map(stem)]))
// Phrases whose words carry no topic of their own but which ask about one.
const PHRASES: [RegExp, string[]][] = [
  [/\bhow much\b/i, ['price', 'cost']],
  [/\bmoney back\b/i, ['refund']],
]
// A passage written for the asker's own audience beats a general one on the same words.
const OWN_AUDIENCE_BOOST = 1.25
// A title that names every topic of the question (an FAQ asking the same thing) ranks higher.
const TITLE_COVERAGE_BOOST = 0.3

/** Splits documents into passages at blank lines, and over-long paragraphs at sentence ends. */
export function splitPassages(documents: readonly KnowledgeDocument[]): Passage[] {
  const passages: Passage[] = []
  for (const doc of documents) {
    const chunks = doc.text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .flatMap(splitLong)
    chunks.forEach((text, i) => {
      passages.push({
        id: chunks.length === 1 ? doc.id : `${doc.id}.${i + 1}`,
        title: doc.title,
        path: doc.path,
        text,
        audience: doc.audience,
        kind: doc.kind,
      })
    })
  }
  return passages
}

function splitLong(paragraph: string): string[] {
  if (paragraph.length <= MAX_PASSAGE_CHARS) return [paragraph]
  const chunks: string[] = []
  let current = ''
  for (const sentence of sentences(paragraph)) {
    if (current && current.length + sentence.length + 1 > MAX_PASSAGE_CHARS) {
      chunks.push(current)
      current = sentence
    } else {
      current = current ? `${current} ${sentence}` : sentence
    }
  }
  if (current) chunks.push(current)
  return chunks
}

/** Sentences of a passage; abbreviations like 'U.S.C.' and amounts like '$2.50' stay whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"(])/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** A BM25 index (minisearch) over the passages of the documents, with our ranking rules on top. */
export function buildKnowledgeIndex(documents: readonly KnowledgeDocument[]): KnowledgeIndex {
  const passages = splitPassages(documents)
  const engine = new MiniSearch<{ id: number; title: string; text: string }>({
    fields: ['title', 'text'],
    tokenize: words,
    processTerm: topicTerm,
    // Queries arrive as stems already (the groups below), so they pass through unchanged.
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boost: { title: TITLE_WEIGHT },
    },
  })
  engine.addAll(passages.map(({ title, text }, id) => ({ id, title, text })))

  function search(question: string, scope: Scope, limit = 3): Match[] {
    const asked = queryGroups(question)
    const results = engine.search({
      combineWith: 'OR',
      queries: asked.flatMap((group) =>
        group.map(({ term, weight }) => ({ queries: [term], boostTerm: () => weight })),
      ),
    })
    // Over every passage, whatever the scope: the topics the knowledge base knows at all.
    const known = new Set(results.flatMap((result) => result.queryTerms))
    const groups = asked.filter((group) => group.some(({ term }) => known.has(term)))
    // Words the knowledge base has never seen count against a match, so that an unrelated
    // question sharing one common word ("restoration of old cars") is not answered.
    const topicWords =
      new Set(analyze(withoutPhrases(question))).size + PHRASES.filter(([re]) => re.test(question)).length
    if (groups.length === 0 || groups.length * 2 < topicWords) return []
    const matches: Match[] = []
    for (const result of results) {
      const passage = passages[result.id as number]!
      if (!inScope(passage, scope)) continue
      const { matched, matchedInTitle } = coverage(result, groups)
      // At least half of the question's topics must be in the passage.
      if (matched * 2 < groups.length) continue
      const boost =
        KIND_BOOST[passage.kind] *
        (passage.audience === scope ? OWN_AUDIENCE_BOOST : 1) *
        (1 + TITLE_COVERAGE_BOOST * (matchedInTitle / groups.length))
      // minisearch multiplies by the number of query terms matched, which counts a topic's
      // synonyms as more topics; the share of the question's topics matched replaces it.
      const topicShare = matched / groups.length / result.queryTerms.length
      matches.push({ passage, score: result.score * boost * topicShare })
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, limit)
  }

  return { passages, search }
}

// How many of the question's topics a result matched, and how many of those in its title.
function coverage(result: SearchResult, groups: QueryGroup[]): { matched: number; matchedInTitle: number } {
  let matched = 0
  let matchedInTitle = 0
  for (const group of groups) {
    const fields = group.flatMap(({ term }) => result.match[term] ?? [])
    if (fields.length > 0) matched++
    if (fields.includes('title')) matchedInTitle++
  }
  return { matched, matchedInTitle }
}

function inScope(passage: Passage, scope: Scope): boolean {
  return passage.audience === 'everyone' || passage.audience === scope
}

type QueryGroup = { term: string; weight: number }[]

// The question with its known phrases taken out, so "money back" asks about refunds, not "back".
function withoutPhrases(question: string): string {
  return PHRASES.reduce((text, [pattern]) => text.replace(pattern, ' '), question)
}

// One group per topic word of the question: the word's stem and its synonyms' stems.
function queryGroups(question: string): QueryGroup[] {
  const groups = new Map<string, QueryGroup>()
  for (const term of analyze(withoutPhrases(question))) {
    if (groups.has(term)) continue
    const synonyms = SYNONYM_STEMS.get(term) ?? []
    groups.set(term, [{ term, weight: 1 }, ...synonyms.map((s) => ({ term: s, weight: SYNONYM_WEIGHT }))])
  }
  for (const [pattern, topics] of PHRASES) {
    const stems = topics.map(stem)
    if (pattern.test(question) && !stems.some((s) => groups.has(s))) {
      groups.set(
        stems[0]!,
        stems.map((term) => ({ term, weight: 1 })),
      )
    }
  }
  return [...groups.values()]
}

/**
 * The passage cut to what answers the question: whole when short, otherwise its sentences that
 * share the most words with the question, in their original order, within the length limit.
 */
export function condense(text: string, question: string, maxChars = 600): string {
  if (text.length <= maxChars) return text
  const wanted = new Set(analyze(question))
  const ranked = sentences(text).map((sentence, index) => ({
    sentence,
    index,
    overlap: analyze(sentence).filter((term) => wanted.has(term)).length,
  }))
  const chosen: typeof ranked = []
  let used = 0
  for (const candidate of [...ranked].sort((a, b) => b.overlap - a.overlap || a.index - b.index)) {
    if (chosen.length > 0 && (candidate.overlap === 0 || used + candidate.sentence.length + 1 > maxChars))
      continue
    chosen.push(candidate)
    used += candidate.sentence.length + 1
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence)
    .join(' ')
}
