import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { useAskAffiliateHelp } from '../assistants.mutations.ts'
import { AssistantChatPanel } from './assistant-chat-panel.tsx'

const AFFILIATE_HELP_ERROR = 'Error connecting to affiliate help system. Please try again.'
const QUICK = QUICK_QUESTIONS.affiliate.slice(0, 3)

type Props = FloatingChatPanelProps & { figures: ContentFigures }

/**
 * The affiliate help conversation (POST /api/affhelp/ask): an empty question is ignored and the
 * input is blocked while an answer is awaited (spec 001 §5). Stays mounted while closed.
 */
export function AffiliateHelpPanel({ figures, ...panel }: Props) {
  const ask = useAskAffiliateHelp()
  return (
    <AssistantChatPanel
      {...panel}
      welcome={assistantWelcome('affiliate', figures)}
      quickQuestions={QUICK}
      inputLabel="Your question"
      placeholder="Ask about commissions, payouts, posting…"
      errorReply={AFFILIATE_HELP_ERROR}
      isSending={ask.isPending}
      isInputBlockedWhileSending
      ask={(question) => ask.mutateAsync(question)}
    />
  )
}
