import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES, type FaqEntry } from '#shared/content/faq.ts'
import { ALL_CATEGORIES, filterFaqs, INITIAL_FAQ_FILTER } from './faq-filter.ts'

const entries: FaqEntry[] = [
  {
    id: 'timeline',
    category: 'Timeline',
    question: 'How long does restoration take?',
    answer: 'State restoration typically takes a few months.',
  },
  {
    id: 'refunds',
    category: 'Refunds',
    question: 'What is your refund policy?',
    answer: 'Cancel within the window for a full refund.',
  },
  {
    id: 'types',
    category: 'Types',
    question: 'What is the difference between state and federal restoration?',
    answer: 'Two separate prohibitions apply.',
  },
]

const ids = (found: FaqEntry[]) => found.map((entry) => entry.id)

describe('filterFaqs', () => {
  it('shows every entry with no search text and All categories', () => {
    expect(INITIAL_FAQ_FILTER).toEqual({ search: '', category: ALL_CATEGORIES })
    expect(ids(filterFaqs(entries, INITIAL_FAQ_FILTER))).toEqual(['timeline', 'refunds', 'types'])
  })

  it('matches the question ignoring case', () => {
    expect(ids(filterFaqs(entries, { search: 'REFUND POLICY', category: ALL_CATEGORIES }))).toEqual([
      'refunds',
    ])
  })

  it('matches the answer as well as the question', () => {
    expect(ids(filterFaqs(entries, { search: 'prohibitions', category: ALL_CATEGORIES }))).toEqual(['types'])
  })

  it('ignores the spaces around the search text, and a search of spaces only shows everything', () => {
    expect(ids(filterFaqs(entries, { search: '  full refund  ', category: ALL_CATEGORIES }))).toEqual([
      'refunds',
    ])
    expect(filterFaqs(entries, { search: '   ', category: ALL_CATEGORIES })).toHaveLength(3)
  })

  it('keeps only the chosen category', () => {
    expect(ids(filterFaqs(entries, { search: '', category: 'Timeline' }))).toEqual(['timeline'])
    expect(filterFaqs(entries, { search: '', category: 'Payment' })).toEqual([])
  })

  it('combines the search with the category', () => {
    // 'state' is in the timeline answer and in the types question: the category picks one.
    expect(ids(filterFaqs(entries, { search: 'state', category: ALL_CATEGORIES }))).toEqual([
      'timeline',
      'types',
    ])
    expect(ids(filterFaqs(entries, { search: 'state', category: 'Types' }))).toEqual(['types'])
    expect(filterFaqs(entries, { search: 'state', category: 'Refunds' })).toEqual([])
  })

  it('finds nothing for text that no entry contains', () => {
    expect(filterFaqs(entries, { search: 'zzzz', category: ALL_CATEGORIES })).toEqual([])
  })

  it('accepts every FAQ category as a filter', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(filterFaqs(entries, { search: '', category }).every((e) => e.category === category)).toBe(true)
    }
  })
})
