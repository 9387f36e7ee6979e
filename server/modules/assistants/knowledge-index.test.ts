import { describe, expect, it } from 'vitest'
import { knowledgeDocuments, QUICK_QUESTIONS, type KnowledgeDocument } from '#shared/content/index.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { buildKnowledgeIndex, condense, sentences, splitPassages } from './knowledge-index.ts'
import { seededFigures } from './test-support.ts'

const figures = seededFigures()
const index = buildKnowledgeIndex(knowledgeDocuments(figures))
const best = (question: string, scope: 'customer' | 'affiliate' = 'customer') =>
  index.search(question, scope)[0]?.passage

const doc = (id: string, text: string, extra: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id,
  title: id,
  path: `/${id}`,
  text,
  audience: 'everyone',
  kind: 'page',
  ...extra,
})

describe('splitPassages', () => {
  it('splits at blank lines and keeps the page of each passage', () => {
    const passages = splitPassages([doc('a', 'First paragraph.\n\nSecond paragraph.'), doc('b', 'Only one.')])
    expect(passages.map((p) => [p.id, p.path, p.text])).toEqual([
      ['a.1', '/a', 'First paragraph.'],
      ['a.2', '/a', 'Second paragraph.'],
      ['b', '/b', 'Only one.'],
    ])
  })

  it('splits an over-long paragraph at sentence ends', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} is here.`).join(' ')
    const passages = splitPassages([doc('long', long)])
    expect(passages.length).toBeGreaterThan(1)
    expect(passages.every((p) => p.text.length <= 700)).toBe(true)
    expect(passages.map((p) => p.text).join(' ')).toBe(long)
  })
})

describe('sentences', () => {
  it('keeps abbreviations and amounts inside a sentence', () => {
    expect(sentences('Relief under 18 U.S.C. § 925(c) is pending. It costs $2.50 a day. Done!')).toEqual([
      'Relief under 18 U.S.C. § 925(c) is pending.',
      'It costs $2.50 a day.',
      'Done!',
    ])
  })
})

describe('search', () => {
  it('answers "How long does restoration take?" with the timeline FAQ', () => {
    const passage = best('How long does restoration take?')
    expect(passage).toMatchObject({ path: '/faq#timeline', title: 'FAQ: How long does restoration take?' })
    expect(passage?.text).toContain('3-8 months')
  })

  it('answers "what does it cost?" with the catalog prices', () => {
    const passage = best('what does it cost?')!
    for (const p of [figures.packages.state, figures.packages.federal, figures.packages.bundle]) {
      expect(passage.text).toContain(formatUsd(p.priceCents))
    }
  })

  it.each([
    ['What documents will I need?', /^\/(faq|help)#documents$/],
    ['What is your refund policy?', '/faq#refunds'],
    ['can I get my money back', '/faq#refunds'],
    ['What is the difference between state and federal restoration?', '/faq#types'],
    ['how long do you keep my records', '/privacy-policy#retention'],
    ['Do you sell my information?', '/privacy-policy#sharing'],
    ['What are your hours?', '/help#contact'],
    ['Is credit repair included?', '/help#credit-repair'],
    ['document review turnaround', '/document-review'],
  ])('answers "%s" from %s', (question, path) => {
    expect(best(question)?.path).toMatch(path)
  })

  it('answers what the bundle saves with the computed saving', () => {
    expect(best('How much does the bundle save?')?.text).toMatch(
      new RegExp(`saves? \\${formatUsd(figures.bundleSavingsCents)}`),
    )
  })

  it.each([
    ['How much commission do I earn?', '/affiliate-terms#commission'],
    ['How long is the hold period?', '/affiliate-terms#hold-period'],
    ['When are payouts made?', '/affiliate-terms#payouts'],
    ['What should I avoid saying in my videos?', '/affiliate-guidelines'],
  ])('answers the affiliate question "%s" from %s', (question, path) => {
    expect(best(question, 'affiliate')?.path).toBe(path)
  })

  it('keeps affiliate terms from customers and customer policies from affiliates', () => {
    expect(
      index.search('commission hold period payouts', 'customer').map((m) => m.passage.path),
    ).not.toContain('/affiliate-terms#hold-period')
    expect(
      index
        .search('privacy policy records retention', 'affiliate')
        .filter((m) => m.passage.kind === 'policy'),
    ).toEqual([])
  })

  it('answers every quick question of every widget', () => {
    for (const [audience, questions] of Object.entries(QUICK_QUESTIONS)) {
      for (const question of questions) {
        expect(best(question, audience === 'affiliate' ? 'affiliate' : 'customer'), question).toBeDefined()
      }
    }
  })

  it('finds nothing for questions the knowledge base does not cover', () => {
    expect(index.search('What is the weather in Paris?', 'customer')).toEqual([])
    expect(index.search('Tell me about the restoration of old cars', 'customer')).toEqual([])
    expect(index.search('???', 'customer')).toEqual([])
  })
})

describe('condense', () => {
  it('keeps a short passage whole', () => {
    expect(condense('Short text.', 'anything')).toBe('Short text.')
  })

  it('keeps the sentences that match the question, in order, within the limit', () => {
    const text = [
      'Our offices are in West Virginia.',
      'Refunds are made within 24 hours if no work has started.',
      ...Array.from({ length: 20 }, (_, i) => `Filler sentence ${i} about nothing in particular.`),
      'A refund goes back to the card you paid with.',
    ].join(' ')
    const short = condense(text, 'How do refunds work?', 200)
    expect(short).toBe(
      'Refunds are made within 24 hours if no work has started. A refund goes back to the card you paid with.',
    )
  })
})
