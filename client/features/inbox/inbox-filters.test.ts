import { describe, expect, it } from 'vitest'
import { conversationListQuery, inboxSearch, readInboxView } from './inbox-filters.ts'

const id = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'

describe('readInboxView', () => {
  it('reads the selected conversation and the filters, open conversations by default', () => {
    expect(readInboxView(new URLSearchParams(`c=${id}&q=refund&source=CHAT&assigned=me`))).toEqual({
      conversationId: id,
      q: 'refund',
      source: 'CHAT',
      status: 'OPEN',
      assigned: 'me',
    })
  })

  it('drops unknown values instead of failing', () => {
    expect(readInboxView(new URLSearchParams('c=nope&source=FAX&status=LOST&assigned=you'))).toEqual({
      conversationId: null,
      q: '',
      source: null,
      status: 'OPEN',
      assigned: null,
    })
  })
})

describe('inboxSearch', () => {
  it('writes back what it reads, and nothing for the default view', () => {
    const search = `?c=${id}&q=a+b&source=EMAIL&status=ALL&assigned=none`
    expect(inboxSearch(readInboxView(new URLSearchParams(search)))).toBe(search)
    expect(inboxSearch(readInboxView(new URLSearchParams('')))).toBe('')
  })

  it('asks the server for every status when the view says ALL', () => {
    expect(conversationListQuery(readInboxView(new URLSearchParams('status=ALL')))).toEqual({})
    expect(conversationListQuery(readInboxView(new URLSearchParams('status=CLOSED&q=x')))).toEqual({
      status: 'CLOSED',
      q: 'x',
    })
  })
})
