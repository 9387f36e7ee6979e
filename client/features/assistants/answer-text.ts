import type { AnswerSource } from '#shared/content/assistants.ts'

/** What a widget shows when the assistant's answer is absent. */
export const ABSENT_ANSWER = '…'

/**
 * The answer as a widget shows it: without the closing 'Source: title (path)' line the server adds
 * for plain-text readers (the widget links the source instead), or an ellipsis when it is absent.
 */
export function answerText(answer: string | null | undefined, source: AnswerSource | null): string {
  let text = (answer ?? '').trim()
  if (source) {
    const line = `Source: ${source.title} (${source.path})`
    if (text.endsWith(line)) text = text.slice(0, -line.length).trim()
  }
  return text || ABSENT_ANSWER
}
