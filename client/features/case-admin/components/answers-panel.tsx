import type { CaseAnswers } from '#shared/domain/fulfilment/types.ts'
import { answerSections } from '../answer-sections.ts'

/** The wizard's answers, labelled in words, one group per wizard step. */
export function AnswersPanel({ answers }: { answers: CaseAnswers }) {
  return (
    <div className="grid gap-6">
      {answerSections(answers).map((section) => (
        <section key={section.title} className="grid gap-2">
          <h3 className="font-semibold text-navy-950">{section.title}</h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="grid gap-0.5 sm:contents">
                <dt className="text-navy-600">{row.label}</dt>
                <dd className="break-words whitespace-pre-line text-navy-950">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
