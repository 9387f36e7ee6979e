// Tokens for the knowledge index: lower-cased words without stop words, reduced to their stems
// with the Porter (1980) algorithm, so 'restore', 'restored' and 'restoration' meet as 'restor'.

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
    if (STOP_WORDS.has(word)) continue
    const bare = word.replace(/'s$/, '').replace(/'/g, '')
    if (bare.length < 2 && !/\d/.test(bare)) continue
    out.push(stem(bare))
  }
  return out
}

const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i]
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return true
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1)
}

// m in Porter's [C](VC)^m[V]: the number of vowel-consonant sequences.
function measure(w: string): number {
  let m = 0
  let i = 0
  while (i < w.length && !isVowelAt(w, i)) i++
  while (i < w.length) {
    while (i < w.length && isVowelAt(w, i)) i++
    if (i >= w.length) break
    m++
    while (i < w.length && !isVowelAt(w, i)) i++
  }
  return m
}

const hasVowel = (w: string) => [...w].some((_, i) => isVowelAt(w, i))
const endsDoubleConsonant = (w: string) =>
  w.length >= 2 && w.at(-1) === w.at(-2) && !isVowelAt(w, w.length - 1)
// *o: consonant-vowel-consonant, the last not w, x or y.
const endsCvc = (w: string) =>
  w.length >= 3 &&
  !isVowelAt(w, w.length - 3) &&
  isVowelAt(w, w.length - 2) &&
  !isVowelAt(w, w.length - 1) &&
  !'wxy'.includes(w.at(-1)!)

// Replaces the first matching suffix when the remaining stem has a measure above `min`.
function replaceSuffix(w: string, rules: readonly (readonly [string, string])[], min: number): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const base = w.slice(0, -suffix.length)
      return measure(base) > min ? base + replacement : w
    }
  }
  return w
}

const STEP2 = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
] as const
// Longest suffix first, as the algorithm asks.
const STEP2_SORTED = [...STEP2].sort((a, b) => b[0].length - a[0].length)

const STEP3 = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
] as const

const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
  'ou',
] as const

/** The Porter stem of one lower-case word. */
export function stem(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word
  let w = word

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('ies')) w = w.slice(0, -2)
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1)

  // Step 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1)
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : null
    if (suffix && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length)
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e'
      else if (endsDoubleConsonant(w) && !'lsz'.includes(w.at(-1)!)) w = w.slice(0, -1)
      else if (measure(w) === 1 && endsCvc(w)) w += 'e'
    }
  }

  // Step 1c: y → i after a vowel somewhere in the stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`

  w = replaceSuffix(w, STEP2_SORTED, 0)
  w = replaceSuffix(w, STEP3, 0)

  // Step 4: drop suffixes when the stem stays long enough (m > 1); -ion only after s or t.
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue
    const base = w.slice(0, -suffix.length)
    const fits = suffix === 'ion' ? /[st]$/.test(base) : true
    if (fits && measure(base) > 1) w = base
    break
  }

  // Step 5: a final -e, and -ll.
  if (w.endsWith('e')) {
    const base = w.slice(0, -1)
    const m = measure(base)
    if (m > 1 || (m === 1 && !endsCvc(base))) w = base
  }
  if (w.endsWith('ll') && measure(w) > 1) w = w.slice(0, -1)
  return w
}
