import { createHash, timingSafeEqual } from 'node:crypto'
import { ChannelError } from '#server/adapters/channels/index.ts'
import { isValidMetaSignature } from '#server/adapters/channels/meta-signature.ts'
import { AppError } from '#server/lib/app-error.ts'
import { cleanChannelLabel } from './channel-text.ts'
import type { ChannelsContext, InboundChannelMessage } from './channels.deps.ts'
import { setCustomerNameIfMissing } from './channels.repository.ts'
import { readMetaDelivery } from './meta-events.ts'
import type { ReceivedMessage } from './receive-message.ts'

export type MetaWebhookDeps = Pick<ChannelsContext, 'db' | 'log' | 'config' | 'adapters'> & {
  receiveMessage(message: InboundChannelMessage): Promise<ReceivedMessage>
}

/** Facebook and Instagram messages, which Meta delivers to our webhook. */
export function createMetaWebhook({ db, log, config, adapters, receiveMessage }: MetaWebhookDeps) {
  // Name look-ups run after the webhook has answered; settle() waits for them.
  const pending = new Set<Promise<void>>()

  /** Meta's subscription handshake: the challenge when the verify token matches. */
  function verifyMetaSubscription(verifyToken: string, challenge: string): string {
    const expected = config.meta.verifyToken
    if (!adapters.meta || !expected || !isSameSecret(verifyToken, expected)) {
      throw new AppError('forbidden', 'The verify token does not match.')
    }
    return challenge
  }

  /**
   * A webhook delivery from Meta: refused unless X-Hub-Signature-256 signs these exact bytes with
   * the app secret (checked before anything is parsed); then each person's message is filed once.
   */
  async function receiveMetaDelivery(
    rawBody: Buffer,
    signature: string | string[] | undefined,
  ): Promise<{ stored: number }> {
    const secret = config.meta.appSecret
    if (!adapters.meta || !secret) {
      throw new AppError('not_found', 'Facebook and Instagram messages are not set up on this server.')
    }
    if (!isValidMetaSignature(rawBody, signature, secret)) {
      throw new AppError('unauthorized', 'The signature is missing or does not match.')
    }
    let body: unknown
    try {
      body = JSON.parse(rawBody.toString('utf8'))
    } catch {
      throw new AppError('bad_request', 'The delivery is not JSON.')
    }
    const messages = readMetaDelivery(body)
    if (!messages) throw new AppError('bad_request', 'The delivery is not a Meta webhook event.')
    let stored = 0
    for (const message of messages) {
      const result = await receiveMessage({
        source: message.source,
        threadId: message.senderId,
        messageId: message.messageId,
        body: message.text,
        customerName: null,
        sentAt: message.sentAt,
      })
      if (result.isDuplicate) continue
      stored += 1
      if (result.isNew && result.conversationId) {
        nameInBackground(result.conversationId, message.source, message.senderId)
      }
    }
    return { stored }
  }

  // The person's name is asked of the Graph API after the delivery is answered (Meta wants an
  // answer within seconds); without it the conversation shows no name.
  function nameInBackground(conversationId: string, source: 'FB' | 'IG', personId: string) {
    const meta = adapters.meta
    if (!meta) return
    const task = meta
      .findProfileName(source, personId)
      .then(async (name) => {
        const label = cleanChannelLabel(name)
        if (label) await setCustomerNameIfMissing(db, conversationId, label)
      })
      .catch((error: unknown) =>
        log.warn({ conversationId, reason: reasonOf(error) }, 'channel profile name could not be read'),
      )
      .finally(() => pending.delete(task))
    pending.add(task)
  }

  /** Waits for the name look-ups still running (before the database closes). */
  async function settle(): Promise<void> {
    while (pending.size) await Promise.all([...pending])
  }

  return { verifyMetaSubscription, receiveMetaDelivery, settle }
}

// Compared as digests, in constant time, so the answer's timing says nothing about the token.
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function reasonOf(error: unknown): string {
  return error instanceof ChannelError ? error.message : error instanceof Error ? error.name : 'unknown'
}
