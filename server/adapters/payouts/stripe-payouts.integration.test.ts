import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TransferRejectedError } from './index.ts'
import { createStripePayouts } from './stripe-payouts.ts'

// Stripe Connect offline: a stand-in of the Stripe API on loopback that keeps idempotency keys the
// way Stripe does, and can lose a response after the transfer was made (a crash or a timeout).

type Transfer = {
  id: string
  object: 'transfer'
  amount: number
  destination: string
  transfer_group: string
}

let server: Server
let port = 0
let transfers: Transfer[] = []
let byKey = new Map<string, Transfer>()
let loseNextResponse = false

async function body(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return new URLSearchParams(text)
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' })
      response.end(JSON.stringify(json))
    }
    if (request.method === 'GET' && url.pathname === '/v1/transfers') {
      const group = url.searchParams.get('transfer_group')
      return send(200, {
        object: 'list',
        data: transfers.filter((t) => t.transfer_group === group),
        has_more: false,
        url: '/v1/transfers',
      })
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfers') {
      const form = await body(request)
      const key = String(request.headers['idempotency-key'] ?? '')
      const destination = form.get('destination') ?? ''
      if (destination === 'acct_closed') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'The destination account is closed.' },
        })
      }
      let transfer = byKey.get(key)
      if (!transfer) {
        transfer = {
          id: `tr_${transfers.length + 1}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          destination,
          transfer_group: form.get('transfer_group') ?? '',
        }
        transfers.push(transfer)
        byKey.set(key, transfer)
      }
      if (loseNextResponse) {
        loseNextResponse = false
        return send(500, { error: { type: 'api_error', message: 'connection lost' } })
      }
      return send(200, transfer)
    }
    if (request.method === 'GET' && url.pathname.startsWith('/v1/accounts/')) {
      return send(200, {
        id: url.pathname.split('/').pop(),
        object: 'account',
        details_submitted: true,
        capabilities: { transfers: 'active' },
        external_accounts: { object: 'list', data: [{ object: 'bank_account', last4: '6789' }] },
      })
    }
    send(404, { error: { type: 'invalid_request_error', message: 'not here' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  transfers = []
  byKey = new Map()
  loseNextResponse = false
})

const stripe = () =>
  createStripePayouts({ secretKey: 'sk_test_offline', host: { host: '127.0.0.1', port, protocol: 'http' } })
const payout = {
  accountId: 'acct_ready',
  amountCents: 59_980,
  idempotencyKey: 'payout-1',
  description: 'Affiliate payout',
}

describe('Stripe Connect payouts (offline)', () => {
  it('the same payout sent twice makes one transfer', async () => {
    const first = await stripe().transfer(payout)
    const second = await stripe().transfer(payout)
    expect(second.transferId).toBe(first.transferId)
    expect(transfers).toHaveLength(1)
    expect(transfers[0]).toMatchObject({
      amount: 59_980,
      destination: 'acct_ready',
      transfer_group: 'payout-1',
    })
  })

  it('a transfer whose answer was lost is found again by its group, not made twice', async () => {
    loseNextResponse = true
    await expect(stripe().transfer(payout)).rejects.toThrow()
    expect(transfers).toHaveLength(1)
    // As if Stripe's 24-hour idempotency window had passed: only the transfer group finds it now.
    byKey.clear()
    const retried = await stripe().transfer(payout)
    expect(retried.transferId).toBe(transfers[0]!.id)
    expect(transfers).toHaveLength(1)
  })

  it('a refusal is a TransferRejectedError, which fails the payout instead of retrying it', async () => {
    await expect(stripe().transfer({ ...payout, accountId: 'acct_closed' })).rejects.toBeInstanceOf(
      TransferRejectedError,
    )
  })

  it('reads the account status: details submitted, transfers active, last four digits', async () => {
    expect(await stripe().accountStatus('acct_ready')).toEqual({
      detailsSubmitted: true,
      transfersEnabled: true,
      last4: '6789',
    })
  })
})
