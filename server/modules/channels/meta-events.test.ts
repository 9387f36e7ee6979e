import { describe, expect, it } from 'vitest'
import { readMetaDelivery } from './meta-events.ts'

const event = (message: object, sender: object | null = { id: 'psid-1' }) => ({
  ...(sender ? { sender } : {}),
  recipient: { id: 'page-1' },
  timestamp: 1_700_000_000_000,
  message,
})

describe('readMetaDelivery', () => {
  it("reads each person's message of a page or instagram delivery, with its time", () => {
    const messages = readMetaDelivery({
      object: 'page',
      entry: [{ messaging: [event({ mid: 'm_1', text: 'Hello' }), event({ mid: 'm_2', text: 'Again' })] }],
    })
    expect(messages).toEqual([
      {
        source: 'FB',
        senderId: 'psid-1',
        messageId: 'm_1',
        text: 'Hello',
        sentAt: new Date(1_700_000_000_000),
      },
      {
        source: 'FB',
        senderId: 'psid-1',
        messageId: 'm_2',
        text: 'Again',
        sentAt: new Date(1_700_000_000_000),
      },
    ])
    expect(
      readMetaDelivery({ object: 'instagram', entry: [{ messaging: [event({ mid: 'm_3', text: 'Hi' })] }] }),
    ).toMatchObject([{ source: 'IG', messageId: 'm_3' }])
  })

  it('names attachments, and leaves out echoes, reads, events without a sender and empty messages', () => {
    const messages = readMetaDelivery({
      object: 'page',
      entry: [
        {
          messaging: [
            event({ mid: 'm_img', attachments: [{ type: 'image' }, { type: 'image' }, { type: 'video' }] }),
            event({ mid: 'm_echo', text: 'ours', is_echo: true }),
            { sender: { id: 'psid-1' }, read: { watermark: 1 } },
            event({ mid: 'm_nosender', text: 'x' }, null),
            event({ mid: 'm_empty', text: '\u0000 ' }),
            event({ mid: 42, text: 'bad id' }),
          ],
        },
        { changes: [] },
      ],
    })
    expect(messages?.map((m) => [m.messageId, m.text])).toEqual([['m_img', '(image, video attachment)']])
  })

  it('gives nothing for other objects and null for a body that is no delivery', () => {
    expect(readMetaDelivery({ object: 'user', entry: [] })).toEqual([])
    expect(readMetaDelivery([])).toBeNull()
    expect(readMetaDelivery({ object: 'page' })).toBeNull()
    expect(readMetaDelivery({ object: 'page', entry: [{ messaging: 'x' }] })).toBeNull()
  })
})
