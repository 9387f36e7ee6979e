import type { KnowledgeDocument } from '#shared/content/index.ts'
import { analyze, stem } from './text-analysis.ts'

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
// BM25's usual constants: term-frequency saturation and length normalisation.
const K1 = 1.2
const B = 0.75
// A title word counts as this many body words: titles say what a passage is about.
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

type IndexedPassage = {
  passage: Passage
  termFrequency: Map<string, number>
  titleTerms: Set<string>
  length: number
}

/** A BM25 index over the passages of the documents. */
export function buildKnowledgeIndex(documents: readonly KnowledgeDocument[]): KnowledgeIndex {
  const passages = splitPassages(documents)
  const indexed: IndexedPassage[] = passages.map((passage) => {
    const termFrequency = new Map<string, number>()
    const add = (term: string, weight: number) =>
      termFrequency.set(term, (termFrequency.get(term) ?? 0) + weight)
    const titleTerms = new Set(analyze(passage.title))
    for (const term of analyze(passage.title)) add(term, TITLE_WEIGHT)
    for (const term of analyze(passage.text)) add(term, 1)
    let length = 0
    for (const count of termFrequency.values()) length += count
    return { passage, termFrequency, titleTerms, length }
  })
  const documentFrequency = new Map<string, number>()
  for (const { termFrequency } of indexed) {
    for (const term of termFrequency.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
    }
  }
  const averageLength = indexed.reduce((sum, p) => sum + p.length, 0) / Math.max(indexed.length, 1)
  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0
    return Math.log(1 + (indexed.length - df + 0.5) / (df + 0.5))
  }

  function search(question: string, scope: Scope, limit = 3): Match[] {
    const groups = queryGroups(question).filter((group) =>
      group.some(({ term }) => documentFrequency.has(term)),
    )
    // Words the knowledge base has never seen count against a match, so that an unrelated
    // question sharing one common word ("restoration of old cars") is not answered.
    const topicWords =
      new Set(analyze(withoutPhrases(question))).size + PHRASES.filter(([re]) => re.test(question)).length
    if (groups.length === 0 || groups.length * 2 < topicWords) return []
    const matches: Match[] = []
    for (const entry of indexed) {
      const { passage, termFrequency, titleTerms, length } = entry
      if (!inScope(passage, scope)) continue
      let score = 0
      let matched = 0
      let matchedInTitle = 0
      for (const group of groups) {
        if (group.some(({ term }) => titleTerms.has(term))) matchedInTitle++
        let best = 0
        for (const { term, weight } of group) {
          const tf = termFrequency.get(term)
          if (!tf) continue
          const saturation = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength))
          best = Math.max(best, weight * idf(term) * saturation)
        }
        if (best > 0) matched++
        score += best
      }
      // At least half of the question's topics must be in the passage.
      if (matched === 0 || matched * 2 < groups.length) continue
      const boost =
        KIND_BOOST[passage.kind] *
        (passage.audience === scope ? OWN_AUDIENCE_BOOST : 1) *
        (1 + TITLE_COVERAGE_BOOST * (matchedInTitle / groups.length))
      matches.push({ passage, score: score * boost * (matched / groups.length) })
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, limit)
  }

  return { passages, search }
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
