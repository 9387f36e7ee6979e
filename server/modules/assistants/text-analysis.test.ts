import { describe, expect, it } from 'vitest'
import { analyze, stem } from './text-analysis.ts'

describe('stem', () => {
  // Examples from Porter's 1980 paper, one or more per step.
  const cases: [string, string][] = [
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['ties', 'ti'],
    ['caress', 'caress'],
    ['cats', 'cat'],
    ['feed', 'feed'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['bled', 'bled'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['conflated', 'conflat'],
    ['troubled', 'troubl'],
    ['sized', 'size'],
    ['hopping', 'hop'],
    ['tanned', 'tan'],
    ['falling', 'fall'],
    ['hissing', 'hiss'],
    ['fizzed', 'fizz'],
    ['failing', 'fail'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['sky', 'sky'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['rational', 'ration'],
    ['digitizer', 'digit'],
    ['conformabli', 'conform'],
    ['radicalli', 'radic'],
    ['differentli', 'differ'],
    ['vileli', 'vile'],
    ['analogousli', 'analog'],
    ['vietnamization', 'vietnam'],
    ['predication', 'predic'],
    ['operator', 'oper'],
    ['feudalism', 'feudal'],
    ['decisiveness', 'decis'],
    ['hopefulness', 'hope'],
    ['callousness', 'callous'],
    ['formaliti', 'formal'],
    ['sensitiviti', 'sensit'],
    ['sensibiliti', 'sensibl'],
    ['triplicate', 'triplic'],
    ['formative', 'form'],
    ['formalize', 'formal'],
    ['electriciti', 'electr'],
    ['electrical', 'electr'],
    ['hopeful', 'hope'],
    ['goodness', 'good'],
    ['revival', 'reviv'],
    ['allowance', 'allow'],
    ['inference', 'infer'],
    ['airliner', 'airlin'],
    ['gyroscopic', 'gyroscop'],
    ['adjustable', 'adjust'],
    ['defensible', 'defens'],
    ['irritant', 'irrit'],
    ['replacement', 'replac'],
    ['adjustment', 'adjust'],
    ['dependent', 'depend'],
    ['adoption', 'adopt'],
    ['homologou', 'homolog'],
    ['communism', 'commun'],
    ['activate', 'activ'],
    ['angulariti', 'angular'],
    ['homologous', 'homolog'],
    ['effective', 'effect'],
    ['bowdlerize', 'bowdler'],
    ['probate', 'probat'],
    ['rate', 'rate'],
    ['cease', 'ceas'],
    ['controll', 'control'],
    ['roll', 'roll'],
  ]
  it.each(cases)('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected)
  })

  it('brings the forms of a word the product uses together', () => {
    expect(new Set(['restore', 'restored', 'restoring', 'restoration'].map(stem))).toEqual(
      new Set(['restor']),
    )
    expect(stem('eligible')).toBe(stem('eligibility'))
    expect(stem('refunds')).toBe(stem('refund'))
    expect(stem('cancellation')).toBe(stem('cancel'))
    expect(stem('fingerprints')).toBe(stem('fingerprint'))
  })
})

describe('analyze', () => {
  it('drops stop words, single letters and punctuation, and keeps numbers', () => {
    expect(analyze('How long does restoration take?')).toEqual(['long', 'restor', 'take'])
    expect(analyze("What's the W-9 form for 2025?")).toEqual(['9', 'form', '2025'])
  })

  it('treats curly apostrophes like straight ones', () => {
    expect(analyze('What’s the client’s price?')).toEqual(['client', 'price'])
  })
})
