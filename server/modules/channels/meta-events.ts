import { z } from 'zod'
import { cleanChannelText } from './channel-text.ts'

/** A person's message in a Meta webhook delivery. */
export type MetaMessage = {
  source: 'FB' | 'IG'
  /** The Page-scoped (FB) or Instagram-scoped (IG) id of the person: the conversation's thread. */
  senderId: string
  messageId: string
  text: string
  sentAt: Date | null
}

const MessagingSchema = z.object({
  sender: z.object({ id: z.string().min(1).max(100) }).optional(),
  timestamp: z.number().optional(),
  message: z
    .object({
      mid: z.string().min(1).max(500),
      text: z.string().optional(),
      is_echo: z.boolean().optional(),
      attachments: z.array(z.object({ type: z.string().max(50).optional() })).optional(),
    })
    .optional(),
})

const DeliverySchema = z.object({
  object: z.string(),
  entry: z.array(z.object({ messaging: z.array(z.unknown()).optional() })),
})

const SOURCE_OF_OBJECT: Record<string, 'FB' | 'IG'> = { page: 'FB', instagram: 'IG' }

/**
 * The people's messages in a delivery (page → FB, instagram → IG); echoes of our own messages,
 * reads, deliveries and other events are left out. Null when the body is not a delivery at all.
 */
export function readMetaDelivery(body: unknown): MetaMessage[] | null {
  const delivery = DeliverySchema.safeParse(body)
  if (!delivery.success) return null
  const source = SOURCE_OF_OBJECT[delivery.data.object]
  if (!source) return []
  const messages: MetaMessage[] = []
  for (const entry of delivery.data.entry) {
    for (const event of entry.messaging ?? []) {
      const parsed = MessagingSchema.safeParse(event)
      if (!parsed.success) continue
      const { sender, message, timestamp } = parsed.data
      if (!sender || !message || message.is_echo) continue
      const kinds = [...new Set((message.attachments ?? []).map((a) => a.type ?? 'file'))]
      const body = cleanChannelText(message.text || (kinds.length ? `(${kinds.join(', ')} attachment)` : ''))
      if (!body) continue
      const sentAt = timestamp === undefined ? null : new Date(timestamp)
      messages.push({
        source,
        senderId: sender.id,
        messageId: message.mid,
        text: body,
        sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null,
      })
    }
  }
  return messages
}
