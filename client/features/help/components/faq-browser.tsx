import { Search, SearchX } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { FAQ_CATEGORIES, type FaqEntry } from '#shared/content/faq.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { ALL_CATEGORIES, filterFaqs, INITIAL_FAQ_FILTER, type FaqCategoryFilter } from '../faq-filter.ts'

export const FAQ_HEADING = 'Frequently Asked Questions'

const CATEGORY_CHOICES: readonly FaqCategoryFilter[] = [ALL_CATEGORIES, ...FAQ_CATEGORIES]

type FaqBrowserProps = {
  entries: FaqEntry[]
  /** The level of each question's heading, one below the heading above the list. */
  questionLevel: 2 | 3
  /**
   * Put before each entry's id to make its anchor. /faq links to /faq#{id} as the assistants cite
   * it; /help prefixes them because its help topics use some of the same ids.
   */
  idPrefix?: string
}

/** The FAQ with a search box and a category filter that combine; 'No FAQs found' resets both. */
export function FaqBrowser({ entries, questionLevel, idPrefix = '' }: FaqBrowserProps) {
  const [filter, setFilter] = useState(INITIAL_FAQ_FILTER)
  const searchInput = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const categoryLabelId = useId()
  const shown = filterFaqs(entries, filter)

  useEffect(() => {
    // Text typed into the prerendered box before the page's script ran stays in the box, but React
    // starts from the empty search it rendered on the server: adopt it so the list matches the box.
    const typed = searchInput.current?.value ?? ''
    if (typed !== '') setFilter((current) => ({ ...current, search: typed }))
  }, [])

  const clearSearch = () => {
    setFilter(INITIAL_FAQ_FILTER)
    // The button goes away with the empty state, so focus moves where the next search starts.
    searchInput.current?.focus()
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-5 rounded-xl bg-navy-50 p-4 ring-1 ring-navy-100 sm:p-5">
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>Search FAQs</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-600"
            />
            <Input
              ref={searchInput}
              id={searchId}
              type="search"
              autoComplete="off"
              placeholder="Search questions and answers"
              value={filter.search}
              onChange={(event) => setFilter({ ...filter, search: event.target.value })}
              className="pl-9"
            />
          </div>
        </div>
        <div role="group" aria-labelledby={categoryLabelId} className="grid gap-2">
          <p id={categoryLabelId} className="text-sm font-semibold text-navy-900">
            Category
          </p>
          <ul className="flex flex-wrap gap-2">
            {CATEGORY_CHOICES.map((category) => {
              const isPressed = filter.category === category
              return (
                <li key={category}>
                  <Button
                    size="sm"
                    variant={isPressed ? 'primary' : 'outline'}
                    aria-pressed={isPressed}
                    onClick={() => setFilter({ ...filter, category })}
                    className="rounded-full"
                  >
                    {category}
                  </Button>
                </li>
              )
            })}
          </ul>
        </div>
      </div>

      <p role="status" className="text-sm text-navy-700">
        {shown.length === entries.length
          ? `Showing all ${entries.length} questions`
          : `Showing ${shown.length} of ${entries.length} questions`}
      </p>

      {shown.length > 0 ? (
        <ul className="grid gap-4">
          {shown.map((entry) => (
            <li key={entry.id}>
              <FaqItem entry={entry} anchor={`${idPrefix}${entry.id}`} questionLevel={questionLevel} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-navy-200 px-4 py-10 text-center">
          <SearchX aria-hidden="true" className="size-8 text-navy-500" />
          <p className="text-lg font-semibold text-navy-950">No FAQs found</p>
          <p className="text-navy-700">Try other words or another category.</p>
          <Button variant="outline" onClick={clearSearch}>
            Clear Search
          </Button>
        </div>
      )}
    </div>
  )
}

function FaqItem({
  entry,
  anchor,
  questionLevel,
}: {
  entry: FaqEntry
  anchor: string
  questionLevel: 2 | 3
}) {
  const Question = questionLevel === 2 ? 'h2' : 'h3'
  return (
    <Card id={anchor} className="grid scroll-mt-6 gap-2">
      <Badge variant="secondary" className="justify-self-start">
        {entry.category}
      </Badge>
      <Question className="text-lg font-semibold text-navy-950">{entry.question}</Question>
      <p className="break-words text-navy-800">{entry.answer}</p>
    </Card>
  )
}
