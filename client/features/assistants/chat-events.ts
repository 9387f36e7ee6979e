/**
 * Lets any page open the AI chat widget (the help page's Live Chat button does) without holding a
 * reference to it: the widget listens for this event while it is mounted.
 */
const OPEN_CHAT_EVENT = 'rightsrestore:open-chat'

export function openAssistantChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT))
}

/** Calls `onOpen` whenever something asks for the chat; returns the unsubscribe function. */
export function onOpenAssistantChat(onOpen: () => void): () => void {
  window.addEventListener(OPEN_CHAT_EVENT, onOpen)
  return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen)
}
