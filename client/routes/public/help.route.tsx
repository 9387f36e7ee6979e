import { openAssistantChat } from '#client/features/assistants/chat-events.ts'
import { AiChatWidget } from '#client/features/assistants/components/ai-chat-widget.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'
import { FaqPageView, HelpPageView } from '#client/features/help/components/help-page-view.tsx'

export function HelpRoute() {
  return (
    <ContentFiguresGate>
      {(figures) => (
        <>
          <HelpPageView figures={figures} onLiveChat={openAssistantChat} />
          {/* Live Chat opens it. */}
          <AiChatWidget figures={figures} />
        </>
      )}
    </ContentFiguresGate>
  )
}

export function FaqRoute() {
  return <ContentFiguresGate>{(figures) => <FaqPageView figures={figures} />}</ContentFiguresGate>
}
