import { ChevronDown } from 'lucide-react'
import { writtenDates } from '#shared/domain/case-labels.ts'

/**
 * The engine's full reasoning behind a closed disclosure: the verdict and the side cards say what
 * matters, and whoever wants every rule and inference can open it.
 */
export function WhyDisclosure({ reasoning }: { reasoning: string }) {
  return (
    <details className="group rounded-lg border border-navy-100 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
        Why: our full reasoning
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-2 border-t border-navy-100 px-4 py-3 text-sm leading-relaxed text-navy-900">
        {reasoningParagraphs(reasoning).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  )
}

// The engine writes one paragraph whose parts begin 'Federal law:' and '{State} law:'; starting a
// new paragraph there makes the long text easier to follow.
function reasoningParagraphs(reasoning: string): string[] {
  return writtenDates(reasoning).split(/(?<=\.) (?=[A-Z][A-Za-z .]{0,40}? law: )/)
}
