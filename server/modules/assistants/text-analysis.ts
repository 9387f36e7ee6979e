// Tokens for the knowledge index: lower-cased words without stop words, reduced to their stems
// with the Porter (1980) algorithm (the `stemmer` package), so 'restore', 'restored' and
// 'restoration' meet as 'restor'.
import { stemmer } from 'stemmer'

/** Common English words that carry no topic. Question words are here: the index matches topics. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
  here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself
  just let's me more most much mustn't my myself no nor not now of off on once only or other ought our ours
  ourselves out over own please same shan't she she'd she'll she's should shouldn't so some such tell
  than that that's the their theirs them themselves then there there's these they they'd they'll they're
  they've this those through to too under until up us very was wasn't we we'd we'll we're we've were
  weren't what what's when when's where where's which while who who's whom why why's will with won't would
  wouldn't you you'd you'll you're you've your yours yourself yourselves get got know want like hi hello
  hey thanks thank yes ok okay`.split(/\s+/),
)

/** Lower-cased words and numbers of a text, apostrophes kept inside words. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)*/g) ?? []
  )
}

/** The stems of a text's topic words, in order, repeats kept (term frequency counts them). */
export function analyze(text: string): string[] {
  const out: string[] = []
  for (const word of words(text)) {
    const term = topicTerm(word)
    if (term) out.push(term)
  }
  return out
}

/** The stem one lower-cased word adds to the index, or null for a stop word or a lone letter. */
export function topicTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null
  const bare = word.replace(/'s$/, '').replace(/'/g, '')
  if (bare.length < 2 && !/\d/.test(bare)) return null
  return stem(bare)
}

/** The Porter stem of one lower-case word; numbers and codes with digits ('w9', '1099s') stay whole. */
export function stem(word: string): string {
  return /\d/.test(word) ? word : stemmer(word)
}
