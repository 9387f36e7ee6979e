import type { QuestionAnswer } from '#shared/contracts/cases.contract.ts'
import type { OpenQuestion } from '#shared/domain/eligibility/result.ts'
import {
  applyQuestionReplies,
  QuestionReplySchema,
  type QuestionReply,
  type WizardAnswers,
} from '#shared/domain/wizard-eligibility.ts'
import { AppError } from '#server/lib/app-error.ts'

/**
 * Writes answers to a verdict's open questions into the case's stored wizard answers, through the
 * same translation the wizard uses (applyQuestionReplies), so the stored answers and the check run
 * from them never disagree (docs/decisions/021-case-follows-verdict.md). Only questions the
 * result asks are taken; a malformed answer is refused naming the answer it belongs to.
 */
export function applyQuestionAnswers<A extends WizardAnswers>(
  stored: A,
  questions: readonly OpenQuestion[],
  answers: readonly QuestionAnswer[],
): A {
  const fields: Record<string, string> = {}
  const replies: QuestionReply[] = []
  answers.forEach((answer, index) => {
    if (!questions.some((question) => question.field === answer.field)) {
      fields[`answers.${index}.field`] = 'This question is not open on this case.'
      return
    }
    const reply = QuestionReplySchema.safeParse(answer)
    if (!reply.success) {
      fields[`answers.${index}.value`] = reply.error.issues[0]?.message ?? 'Please answer the question.'
      return
    }
    replies.push(answer as QuestionReply)
  })
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', 'Please check your answers.', fields)
  }
  return applyQuestionReplies(stored, replies)
}
