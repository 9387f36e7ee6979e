import { MessageCircleQuestion } from 'lucide-react'
import { lazy } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { FloatingChat, useFloatingChat } from '#client/components/chat/floating-chat.tsx'

// The conversation is loaded on first open, so the page ships only this launcher.
const AffiliateHelpPanel = lazy(() =>
  import('./affiliate-help-panel.tsx').then((m) => ({ default: m.AffiliateHelpPanel })),
)

const TITLE = 'Affiliate Help'

/** The affiliate page's help chat: a floating launcher whose panel answers affiliate questions. */
export function AffiliateHelpChat({ figures }: { figures: ContentFigures }) {
  const chat = useFloatingChat()
  return (
    <FloatingChat chat={chat} title={TITLE} icon={MessageCircleQuestion}>
      {(panel) => <AffiliateHelpPanel {...panel} figures={figures} />}
    </FloatingChat>
  )
}
