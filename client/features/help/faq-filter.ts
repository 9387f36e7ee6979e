import type { FaqCategory, FaqEntry } from '#shared/content/faq.ts'

/** The category filter's first choice, selected by default: every category. */
export const ALL_CATEGORIES = 'All'

export type FaqCategoryFilter = typeof ALL_CATEGORIES | FaqCategory

export type FaqFilter = { search: string; category: FaqCategoryFilter }

/** What the FAQ shows at first and after Clear Search: no search text, every category. */
export const INITIAL_FAQ_FILTER: FaqFilter = { search: '', category: ALL_CATEGORIES }

/**
 * The entries in the chosen category whose question or answer contains the search text,
 * ignoring case and the spaces around it; both conditions hold at once (specification §4, §5).
 */
export function filterFaqs(entries: readonly FaqEntry[], { search, category }: FaqFilter): FaqEntry[] {
  const needle = search.trim().toLowerCase()
  return entries.filter(
    (entry) =>
      (category === ALL_CATEGORIES || entry.category === category) &&
      (needle === '' ||
        entry.question.toLowerCase().includes(needle) ||
        entry.answer.toLowerCase().includes(needle)),
  )
}
