import { MessageCircle } from 'lucide-react'
import { lazy } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { FloatingChat, useFloatingChat } from '#client/components/chat/floating-chat.tsx'

// The conversation is loaded on first open, so the landing page ships only this launcher.
const LeadChatPanel = lazy(() => import('./lead-chat-panel.tsx').then((m) => ({ default: m.LeadChatPanel })))

const TITLE = 'Chat with us'

/**
 * The landing page's lead-capture chat: a floating launcher that opens the guided conversation
 * (name, cell number, e-mail, topic). Renders nothing until the catalog figures are known, since
 * its answers quote them.
 */
export function LeadChatWidget({ figures }: { figures: ContentFigures | undefined }) {
  const chat = useFloatingChat()

  if (!figures) return null

  return (
    <FloatingChat chat={chat} title={TITLE} icon={MessageCircle}>
      {(panel) => <LeadChatPanel {...panel} figures={figures} />}
    </FloatingChat>
  )
}
