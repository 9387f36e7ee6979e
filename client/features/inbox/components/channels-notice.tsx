import type { ChannelStatus } from '#shared/contracts/channels.contract.ts'

/** Which social channels are not set up, and what each needs; nothing when all are. */
export function ChannelsNotice({ channels }: { channels: ChannelStatus[] }) {
  const missing = channels.filter((channel) => !channel.isConfigured || !channel.canReply)
  if (missing.length === 0) return null
  return (
    <section
      aria-labelledby="channels-heading"
      className="grid gap-1 rounded-lg bg-white p-3 text-sm text-navy-800 ring-1 ring-navy-100"
    >
      <h2 id="channels-heading" className="font-semibold text-navy-950">
        Channels
      </h2>
      <ul className="grid gap-1">
        {missing.map((channel) => (
          <li key={channel.source}>
            <span className="font-medium text-navy-950">{channel.name}</span>:{' '}
            {channel.isConfigured ? 'messages arrive, replies are not set up.' : 'not configured.'}
            {channel.needs ? ` ${channel.needs}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
