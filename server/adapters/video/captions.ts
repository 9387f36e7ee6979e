import type { CaptionCue } from './index.ts'

/** A caption holds at most this many words: one sentence, or a long one cut into even parts. */
const MAX_CAPTION_WORDS = 10

/**
 * The script cut into caption chunks: each sentence is one chunk, and a sentence longer than ten
 * words is cut into even parts of six to ten words, so each caption can be read as it is spoken.
 */
export function splitIntoCaptions(script: string): string[] {
  const sentences = script
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=\S)/)
    .filter((sentence) => /[A-Za-z0-9]/.test(sentence))
  const chunks: string[] = []
  for (const sentence of sentences) {
    const words = sentence.split(' ')
    const parts = Math.ceil(words.length / MAX_CAPTION_WORDS)
    const size = Math.ceil(words.length / parts)
    for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size).join(' '))
  }
  return chunks
}

/** The speech plan's bounds (seconds and espeak-ng words per minute). */
export const SPEECH = {
  /** The video is never shorter (silence pads the end) nor longer than this. */
  minSec: 20,
  maxSec: 30,
  /** Speech is fitted between these, leaving room for the tail. */
  fitLowSec: 20,
  fitHighSec: 28.5,
  /** Aimed at when the rate is changed. */
  targetSec: 25,
  /** Silence between two chunks, and after the last before the end. */
  gapSec: 0.25,
  tailSec: 0.6,
  baseRate: 165,
  minRate: 125,
  maxRate: 260,
} as const

/** How long the voice lasts: the chunks with a gap between each two. */
export function speechSec(durations: readonly number[]): number {
  return durations.reduce((sum, d) => sum + d, 0) + SPEECH.gapSec * Math.max(0, durations.length - 1)
}

/**
 * The speaking rate to synthesize again at, or null when this one will do: faster when the speech
 * runs past the fit, slower (once, within reason) when it is short; the rest of a short video is
 * padded with silence.
 */
export function nextSpeechRate(rate: number, speech: number, hasSlowedDown: boolean): number | null {
  if (speech > SPEECH.fitHighSec) {
    const faster = Math.min(SPEECH.maxRate, Math.ceil((rate * speech) / SPEECH.targetSec))
    return faster > rate ? faster : null
  }
  if (speech < SPEECH.fitLowSec && !hasSlowedDown) {
    const slower = Math.max(SPEECH.minRate, Math.floor((rate * speech) / (SPEECH.fitLowSec + 1)))
    return slower < rate ? slower : null
  }
  return null
}

/** The video's length: the speech and its tail, at least the minimum (the rest is silence). */
export function videoDurationSec(speech: number): number {
  return Math.max(SPEECH.minSec, Math.round((speech + SPEECH.tailSec) * 100) / 100)
}

/** When each caption is shown: exactly while its chunk is spoken. */
export function timeCaptions(texts: readonly string[], durations: readonly number[]): CaptionCue[] {
  let at = 0
  return texts.map((text, i) => {
    const start = at
    const end = start + (durations[i] ?? 0)
    at = end + SPEECH.gapSec
    return { text, start: round3(start), end: round3(end) }
  })
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000
}

/** Text as an ASS event shows it literally: no override blocks, escapes or line breaks. */
export function assText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\\/g, '/')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .trim()
}

/** h:mm:ss.cc, ASS's time format (centiseconds). */
export function assTime(sec: number): string {
  const cs = Math.max(0, Math.round(sec * 100))
  const h = Math.floor(cs / 360_000)
  const m = Math.floor((cs % 360_000) / 6000)
  const s = Math.floor((cs % 6000) / 100)
  const c = cs % 100
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`
}

/**
 * The subtitle file burned into the video: the title at the top and the code at the bottom for
 * the whole video, and each caption in the middle while its chunk is spoken. 1080×1920, DejaVu Sans.
 */
export function buildAss(input: {
  title: string
  codeLine: string
  cues: readonly CaptionCue[]
  durationSec: number
}): string {
  const end = assTime(input.durationSec)
  const lines = [
    '[Script Info]',
    'ScriptType: v4.00+',
    'PlayResX: 1080',
    'PlayResY: 1920',
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: Title,DejaVu Sans,76,&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,3,0,8,90,90,230,1',
    'Style: Caption,DejaVu Sans,84,&H00FFFFFF,&H00FFFFFF,&H00000000,&H80102040,-1,0,0,0,100,100,0,0,3,24,0,5,100,100,0,1',
    'Style: Code,DejaVu Sans,68,&H0034D3FA,&H0034D3FA,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,3,0,2,90,90,400,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    `Dialogue: 0,${assTime(0)},${end},Title,,0,0,0,,${assText(input.title)}`,
    `Dialogue: 0,${assTime(0)},${end},Code,,0,0,0,,${assText(input.codeLine)}`,
    ...input.cues.map(
      (cue) => `Dialogue: 1,${assTime(cue.start)},${assTime(cue.end)},Caption,,0,0,0,,${assText(cue.text)}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}
