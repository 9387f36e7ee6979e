import { useId } from 'react'
import type { HeadingTag } from './heading.ts'

/** Every statute, rule and case the verdict applied. */
export function CitationsList({ citations, Heading }: { citations: string[]; Heading: HeadingTag }) {
  const headingId = useId()
  if (citations.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <Heading id={headingId} className="font-semibold text-navy-950">
        Citations
      </Heading>
      <ul className="list-disc space-y-1 pl-5 text-sm break-words text-navy-800">
        {citations.map((citation) => (
          <li key={citation}>{citation}</li>
        ))}
      </ul>
    </section>
  )
}
