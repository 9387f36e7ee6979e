import { Bot } from 'lucide-react'
import { lazy, useEffect } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { FloatingChat, useFloatingChat } from '#client/components/chat/floating-chat.tsx'
import { onOpenAssistantChat } from '../chat-events.ts'

// The conversation is loaded on first open, so the page ships only this launcher.
const AiChatPanel = lazy(() => import('./ai-chat-panel.tsx').then((m) => ({ default: m.AiChatPanel })))

const TITLE = 'Ask our assistant'

/**
 * The services page's AI chat: a floating launcher, closed or open, answering from the knowledge
 * base. It also opens when any page calls openAssistantChat(). Renders nothing until the catalog
 * figures are known, since its welcome names the company.
 */
export function AiChatWidget({ figures }: { figures: ContentFigures | undefined }) {
  const chat = useFloatingChat()
  const { open } = chat

  useEffect(() => onOpenAssistantChat(open), [open])

  if (!figures) return null

  return (
    <FloatingChat chat={chat} title={TITLE} icon={Bot}>
      {(panel) => <AiChatPanel {...panel} figures={figures} />}
    </FloatingChat>
  )
}
