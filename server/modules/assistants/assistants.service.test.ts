import { describe, expect, it, vi } from 'vitest'
import { LlmError, type Llm } from '#server/adapters/llm/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { CatalogProduct } from '#shared/content/index.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { createAssistantsService } from './assistants.service.ts'
import { seededProducts, seededSettings } from './test-support.ts'

function setup(options: { llm?: Llm | null; ttlMs?: number } = {}) {
  let products: CatalogProduct[] = seededProducts()
  let clock = 0
  let changedAt: Date | null = null
  const log: Logger = { warn: vi.fn(), error: vi.fn() }
  const settings = {
    getSettings: vi.fn(async () => seededSettings()),
    listProducts: vi.fn(async () => products.map((p) => ({ ...p, kind: 'RESTORATION' as const }))),
    lastChangedAt: vi.fn(async () => changedAt),
  }
  const service = createAssistantsService({
    settings,
    llm: options.llm ?? null,
    log,
    knowledgeTtlMs: options.ttlMs ?? 60_000,
    now: () => clock,
  })
  return {
    service,
    settings,
    log,
    setPrice(code: string, priceCents: number, { isRecorded = false } = {}) {
      products = products.map((p) => (p.code === code ? { ...p, priceCents } : p))
      // As the settings service records it: the catalog's newest change.
      if (isRecorded) changedAt = new Date(1_000 + clock)
    },
    advance(ms: number) {
      clock += ms
    },
  }
}

describe('answer', () => {
  it('answers from the best passage and names its page', async () => {
    const { service } = setup()
    const result = await service.answer('How long does restoration take?', 'help')
    expect(result.source).toEqual({ title: 'FAQ: How long does restoration take?', path: '/faq#timeline' })
    expect(result.answer).toContain('3-5 business days')
    expect(result.answer).toContain('3-8 months')
    expect(result.answer).toMatch(/Source: FAQ: How long does restoration take\? \(\/faq#timeline\)$/)
  })

  it('quotes the catalog prices when asked what it costs', async () => {
    const { service } = setup()
    const { answer } = await service.answer('what does it cost?', 'chat')
    for (const p of seededProducts().filter((p) => ['STATE', 'FEDERAL', 'BUNDLE'].includes(p.code))) {
      expect(answer).toContain(formatUsd(p.priceCents))
    }
  })

  it('gives the fixed safe answer to a legal-advice question, pointing to the eligibility check and support', async () => {
    const { service } = setup()
    for (const audience of ['help', 'chat', 'affiliate'] as const) {
      const result = await service.answer('Can I own a gun with a felony conviction?', audience)
      expect(result.answer).toContain("I can't tell you whether you are eligible")
      expect(result.answer).toContain('/start/federal')
      expect(result.answer).toContain('/start/state')
      expect(result.answer).toContain(seededSettings().supportEmail)
      expect(result.source).toEqual({ title: 'Free eligibility check', path: '/start/federal' })
    }
  })

  it('says so and points to support when nothing matches', async () => {
    const { service } = setup()
    const result = await service.answer('What is the weather in Paris?', 'help')
    expect(result.source).toBeNull()
    expect(result.answer).toContain("couldn't find an answer")
    expect(result.answer).toContain(seededSettings().supportEmail)
  })

  it('greets back without a source', async () => {
    const { service } = setup()
    expect(await service.answer('Hello!', 'chat')).toEqual({
      answer: expect.stringContaining('assistant'),
      source: null,
    })
  })

  it('answers affiliates from the affiliate terms with the settings’ figures', async () => {
    const { service } = setup()
    const result = await service.answer('How long is the hold period?', 'affiliate')
    expect(result.source?.path).toBe('/affiliate-terms#hold-period')
    expect(result.answer).toContain(`${seededSettings().affiliateHoldDays} days`)
  })

  it('refuses an empty question', async () => {
    const { service } = setup()
    await expect(service.answer('   ', 'help')).rejects.toMatchObject({ code: 'validation_failed' })
  })
})

describe('knowledge cache', () => {
  it('reads the catalog again once the cache expires, so a new price reaches the answers', async () => {
    const { service, settings, setPrice, advance } = setup({ ttlMs: 60_000 })
    await service.answer('what does it cost?', 'help')
    setPrice('FEDERAL', 3_049_00)
    advance(59_000)
    expect((await service.answer('what does it cost?', 'help')).answer).toContain('$2,999')
    expect(settings.listProducts).toHaveBeenCalledTimes(1)
    advance(2_000)
    const { answer } = await service.answer('what does it cost?', 'help')
    expect(answer).toContain('$3,049')
    expect(answer).not.toContain('$2,999')
  })

  it('rebuilds on the next question once the settings or catalog changed, on any server process', async () => {
    const { service, settings, setPrice, advance } = setup({ ttlMs: 60_000 })
    await service.answer('what does it cost?', 'help')
    advance(1_000)
    setPrice('FEDERAL', 3_049_00, { isRecorded: true })
    const { answer } = await service.answer('what does it cost?', 'help')
    expect(answer).toContain('$3,049')
    expect(settings.listProducts).toHaveBeenCalledTimes(2)
    await service.answer('what does it cost?', 'help')
    expect(settings.listProducts).toHaveBeenCalledTimes(2)
  })

  it('rebuilds at once when asked to', async () => {
    const { service, setPrice } = setup()
    await service.answer('what does it cost?', 'help')
    setPrice('STATE', 2_649_00)
    await service.refreshKnowledge()
    expect((await service.answer('what does it cost?', 'help')).answer).toContain('$2,649')
  })

  it('builds once for concurrent questions and retries after a failed build', async () => {
    const { service, settings } = setup()
    await Promise.all([service.answer('price', 'help'), service.answer('refund', 'help')])
    expect(settings.listProducts).toHaveBeenCalledTimes(1)

    const broken = setup()
    broken.settings.getSettings.mockRejectedValueOnce(new Error('database down'))
    await expect(broken.service.answer('price', 'help')).rejects.toThrow('database down')
    await expect(broken.service.answer('price', 'help')).resolves.toMatchObject({ source: expect.anything() })
  })
})

describe('with a language model', () => {
  it('has the model word the answer from the retrieved passages only, and still names the page', async () => {
    const complete = vi.fn(async () => 'We prepare your documents in 3-5 business days.')
    const { service } = setup({ llm: { complete } })
    const result = await service.answer('How long does restoration take?', 'help')
    expect(result.answer).toBe(
      'We prepare your documents in 3-5 business days.\n\nSource: FAQ: How long does restoration take? (/faq#timeline)',
    )
    const [system, user] = complete.mock.calls[0] as unknown as [string, string]
    expect(system).toMatch(/ONLY from the numbered passages/)
    expect(system).toMatch(/Never give legal advice/)
    expect(user).toContain('[1] FAQ: How long does restoration take? (/faq#timeline)')
    expect(user).toContain('3-8 months')
    expect(user).toMatch(/Question: How long does restoration take\?$/)
  })

  it('never sends legal-advice or unmatched questions to the model', async () => {
    const complete = vi.fn(async () => 'anything')
    const { service } = setup({ llm: { complete } })
    await service.answer('Am I eligible?', 'help')
    await service.answer('What is the weather in Paris?', 'help')
    expect(complete).not.toHaveBeenCalled()
  })

  it('falls back to the retrieved passage when the model fails', async () => {
    const { service, log } = setup({
      llm: {
        complete: async () => {
          throw new LlmError('The language model request timed out')
        },
      },
    })
    const result = await service.answer('How long does restoration take?', 'help')
    expect(result.source?.path).toBe('/faq#timeline')
    expect(result.answer).toContain('3-8 months')
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
