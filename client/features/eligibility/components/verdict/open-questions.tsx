import { RefreshCw } from 'lucide-react'
import { useId, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { OpenQuestion } from '#shared/domain/eligibility/result.ts'
import { QuestionReplySchema, type QuestionReply } from '#shared/domain/wizard-eligibility.ts'
import { ChoiceGroup } from '#client/components/form/choice-group.tsx'
import { FieldTexts } from '#client/components/form/field-parts.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import type { HeadingTag } from './heading.ts'

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const

const RECHECK_LABEL = 'Re-check'
const NOTHING_ANSWERED = 'Answer at least one question, then press Re-check.'

// A radio group no one has picked reads as null.
type Answers = { answers: (string | null)[] }

/**
 * The few questions that would settle a review, answerable here: each answer is checked with the
 * schema the check's input is built from, and Re-check hands the answered ones to `onRecheck`.
 * Without `onRecheck` the questions are only listed.
 */
export function OpenQuestions({
  questions,
  Heading,
  onRecheck,
  busy = false,
}: {
  questions: OpenQuestion[]
  Heading: HeadingTag
  onRecheck?: ((replies: QuestionReply[]) => void | Promise<void>) | undefined
  busy?: boolean
}) {
  const headingId = useId()
  const errorId = useId()
  const form = useForm<Answers>({ defaultValues: { answers: questions.map(() => '') } })
  const { errors } = form.formState

  if (questions.length === 0) return null

  const recheck = form.handleSubmit(async ({ answers }) => {
    const replies: QuestionReply[] = []
    let isRefused = false
    answers.forEach((raw, index) => {
      const question = questions[index]
      const value = raw?.trim() ?? ''
      if (!question || value === '') return
      const reply = { field: question.field, value } as QuestionReply
      const read = QuestionReplySchema.safeParse(reply)
      if (read.success) {
        replies.push(reply)
      } else {
        isRefused = true
        form.setError(`answers.${index}`, { message: read.error.issues[0]?.message ?? 'Check this answer' })
      }
    })
    if (isRefused) return
    if (replies.length === 0) {
      form.setError('root', { message: NOTHING_ANSWERED })
      return
    }
    await onRecheck?.(replies)
  })

  // These inputs sit inside the wizard's own form: Enter re-checks instead of moving to step 4.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      void recheck()
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-navy-200 bg-navy-50 p-4"
    >
      <div className="grid gap-1">
        <Heading id={headingId} className="font-semibold text-navy-950">
          Questions that would settle it
        </Heading>
        {onRecheck ? (
          <p className="text-sm text-navy-700">
            Answer what you know and press {RECHECK_LABEL}. Leave the rest.
          </p>
        ) : null}
      </div>
      {onRecheck ? (
        <div className="grid gap-5" onKeyDown={onKeyDown}>
          {questions.map((question, index) => (
            <QuestionInput
              key={question.field}
              question={question}
              error={errors.answers?.[index]?.message}
              registration={form.register(`answers.${index}`, {
                onChange: () => {
                  form.clearErrors('root')
                  form.clearErrors(`answers.${index}`)
                },
              })}
            />
          ))}
          <div className="grid justify-items-start gap-2">
            <Button
              variant="primary"
              disabled={busy}
              aria-describedby={errors.root ? errorId : undefined}
              onClick={() => void recheck()}
            >
              <RefreshCw
                aria-hidden="true"
                className={busy ? 'animate-spin motion-reduce:animate-none' : undefined}
              />
              {busy ? 'Checking again…' : RECHECK_LABEL}
            </Button>
            <div role="alert" className="empty:hidden">
              {errors.root?.message ? <FieldTexts error={errors.root.message} errorId={errorId} /> : null}
            </div>
          </div>
        </div>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-navy-900">
          {questions.map((question) => (
            <li key={question.field}>{question.text}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

function QuestionInput({
  question,
  error,
  registration,
}: {
  question: OpenQuestion
  error: string | undefined
  registration: ReturnType<ReturnType<typeof useForm<Answers>>['register']>
}) {
  switch (question.answer) {
    case 'YES_NO':
      return (
        <ChoiceGroup
          legend={question.text}
          type="radio"
          choices={YES_NO}
          error={error}
          registration={registration}
        />
      )
    case 'CHOICE':
      return (
        <SelectField label={question.text} error={error} {...registration}>
          <option value="">Choose an answer</option>
          {(question.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )
    case 'DATE':
      return <FormField label={question.text} type="date" error={error} {...registration} />
    case 'YEARS':
      return (
        <FormField
          label={question.text}
          hint="In years"
          type="number"
          inputMode="decimal"
          min={0}
          max={99}
          step="any"
          error={error}
          {...registration}
        />
      )
  }
}
