import { describe, expect, it } from 'vitest'
import type { PageFacts } from './page-audit.ts'
import {
  fitDescription,
  fitTitle,
  isSameHead,
  ruleOverride,
  withoutOwnValues,
  type RulePage,
} from './seo-rules.ts'

const SITE = 'https://rights.example'

const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  title: 'FAQ | RightsRestore',
  description: '',
  canonical: `${SITE}/faq`,
  openGraph: {
    site_name: 'RightsRestore',
    title: 'FAQ | RightsRestore',
    url: `${SITE}/faq`,
    type: 'website',
  },
  headingLevels: [1, 2],
  h1Texts: ['Frequently Asked Questions'],
  paragraphs: [
    'Answers to the questions people ask most.',
    'How long restoration takes, which documents you need, refunds, payment and how to follow your case. More text follows here so that the paragraph is long enough to be cut somewhere.',
  ],
  jsonLdBlocks: [],
  imagesWithoutAlt: [],
  links: [],
  ...over,
})

const rulePage = (over: Partial<RulePage> = {}): RulePage => ({
  path: '/faq',
  facts: facts(),
  override: { description: '' },
  own: null,
  ...over,
})

describe('the rules', () => {
  it('build a 30-60 character title from the page’s h1 and the site name', () => {
    expect(fitTitle(rulePage())).toBe('Frequently Asked Questions | RightsRestore')
  })

  it('build a 70-160 character description from the first paragraphs, cut at a sentence or a word', () => {
    const description = fitDescription(rulePage())!
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toBe(
      'Answers to the questions people ask most. How long restoration takes, which documents you need, refunds, payment and how to follow your case.',
    )
    const oneSentence = rulePage({ facts: facts({ paragraphs: ['word '.repeat(60).trim()] }) })
    const cut = fitDescription(oneSentence)!
    expect(cut.endsWith('word…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(160)
  })

  it('fall back to the page’s own description when its text is too short', () => {
    const own = { title: 'FAQ | RightsRestore', description: 'x'.repeat(100) }
    expect(fitDescription(rulePage({ facts: facts({ paragraphs: ['Too short.'] }), own }))).toBe(
      own.description,
    )
    expect(fitDescription(rulePage({ facts: facts({ paragraphs: [] }) }))).toBeNull()
  })

  it('fix the head as an override, keeping the fields that were fine and following the canonical address', () => {
    const next = ruleOverride(
      rulePage({
        override: { description: '', ogImage: 'not-a-url' },
        facts: facts({ canonical: null, openGraph: { site_name: 'RightsRestore', image: 'not-a-url' } }),
      }),
      SITE,
    )
    expect(next).toEqual({
      title: 'Frequently Asked Questions | RightsRestore',
      description: expect.stringMatching(/^Answers to the questions/),
      canonical: `${SITE}/faq`,
    })
  })

  it('drop override fields equal to the page’s own, so the page follows its copy again', () => {
    const own = { title: 'Own title of the page | RightsRestore', description: 'd'.repeat(80) }
    expect(
      withoutOwnValues(
        { title: own.title, description: own.description, canonical: `${SITE}/faq` },
        own,
        `${SITE}/faq`,
      ),
    ).toEqual({})
    expect(isSameHead({ title: 'a' }, { title: 'a' })).toBe(true)
    expect(isSameHead({ title: 'a' }, null)).toBe(false)
    expect(isSameHead({}, null)).toBe(true)
  })
})
