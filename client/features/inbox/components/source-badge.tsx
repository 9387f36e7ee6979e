import type { ConversationSource } from '#shared/contracts/inbox.contract.ts'
import { SOURCE_VIEWS } from '../inbox-labels.ts'

/** The channel a conversation came from: its icon and name. */
export function SourceBadge({ source }: { source: ConversationSource }) {
  const { label, Icon } = SOURCE_VIEWS[source]
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-navy-800">
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  )
}
