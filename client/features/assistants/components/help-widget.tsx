import { LifeBuoy } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { ASSISTANT_INPUT_MAX_LENGTH } from '#shared/domain/assistant-limits.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { cn } from '#client/lib/cn.ts'
import { answerText } from '../answer-text.ts'
import { useAskHelp } from '../assistants.mutations.ts'
import { AnswerSourceLink } from './answer-source-link.tsx'

const HELP_ERROR = 'Error connecting to help system. Please try again.'
const QUICK = QUICK_QUESTIONS.help.slice(0, 3)

/**
 * The landing page's help panel: a question input whose answer, drawn from the knowledge base, is
 * shown in the panel with a link to the page it came from. Sits in the page flow (not floating).
 */
export function HelpWidget({
  figures,
  className,
}: {
  figures: ContentFigures | undefined
  className?: string
}) {
  const [question, setQuestion] = useState('')
  const [asked, setAsked] = useState<string | null>(null)
  const ask = useAskHelp()
  const inputRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const inputId = useId()

  // A suggested question's button is disabled while waiting, which drops the focus: give it back.
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && !ask.isPending && document.activeElement === document.body) {
      inputRef.current?.focus()
    }
    wasPending.current = ask.isPending
  }, [ask.isPending])

  function submit(text: string) {
    const trimmed = text.trim()
    if (!trimmed || ask.isPending) return
    setAsked(trimmed)
    ask.mutate(trimmed, { onSuccess: () => setQuestion('') })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    submit(question)
  }

  return (
    <Card aria-labelledby={headingId} role="region" className={cn('grid gap-4', className)}>
      <div className="flex items-center gap-3">
        <LifeBuoy aria-hidden="true" className="size-6 shrink-0 text-navy-700" />
        <h2 id={headingId} className="text-xl font-semibold text-navy-950">
          Help assistant
        </h2>
      </div>
      {figures ? <p className="text-navy-800">{assistantWelcome('help', figures)}</p> : null}
      <form onSubmit={onSubmit} className="grid gap-2">
        <Label htmlFor={inputId}>Your question</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            readOnly={ask.isPending}
            aria-busy={ask.isPending}
            maxLength={ASSISTANT_INPUT_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
          />
          <Button type="submit" disabled={ask.isPending} className="shrink-0">
            {ask.isPending ? 'Asking…' : 'Ask'}
          </Button>
        </div>
      </form>
      <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
        {QUICK.map((quick) => (
          <li key={quick}>
            <Button
              variant="outline"
              size="sm"
              disabled={ask.isPending}
              onClick={() => {
                setQuestion(quick)
                submit(quick)
              }}
              className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
            >
              {quick}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {asked ? <HelpAnswer question={asked} state={ask} /> : null}
      </div>
    </Card>
  )
}

function HelpAnswer({
  question,
  state,
}: {
  question: string
  state: Pick<ReturnType<typeof useAskHelp>, 'isPending' | 'isError' | 'data'>
}) {
  return (
    <div className="grid gap-2 rounded-lg bg-navy-50 p-4 ring-1 ring-navy-100">
      <p className="text-sm font-semibold break-words text-navy-900">{question}</p>
      {state.isPending ? (
        <p role="status" className="text-navy-700">
          Looking that up…
        </p>
      ) : state.isError ? (
        <p role="alert" className="text-red-800">
          {HELP_ERROR}
        </p>
      ) : state.data ? (
        <>
          <p className="break-words whitespace-pre-line text-navy-950">
            {answerText(state.data.answer, state.data.source)}
          </p>
          {state.data.source ? <AnswerSourceLink source={state.data.source} /> : null}
        </>
      ) : null}
    </div>
  )
}
