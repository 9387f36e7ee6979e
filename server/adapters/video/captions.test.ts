import { describe, expect, it } from 'vitest'
import {
  assText,
  assTime,
  buildAss,
  nextSpeechRate,
  SPEECH,
  speechSec,
  splitIntoCaptions,
  timeCaptions,
  videoDurationSec,
} from './captions.ts'
import { joinWavs, parseWav, wavDurationSec, type Wav } from './wav.ts'

describe('splitIntoCaptions', () => {
  it('makes each sentence a caption', () => {
    expect(splitIntoCaptions('One short line. Another one here!  And a third?')).toEqual([
      'One short line.',
      'Another one here!',
      'And a third?',
    ])
  })

  it('cuts a sentence longer than ten words into even parts of at most ten', () => {
    const sentence = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen.'
    const parts = splitIntoCaptions(sentence)
    expect(parts).toEqual([
      'one two three four five six seven',
      'eight nine ten eleven twelve thirteen fourteen.',
    ])
    for (const part of parts) expect(part.split(' ').length).toBeLessThanOrEqual(10)
  })

  it('drops chunks with nothing to say', () => {
    expect(splitIntoCaptions('  ... Hello there.  ')).toEqual(['Hello there.'])
  })
})

describe('speech timing', () => {
  it('shows each caption exactly while its chunk plays, with the gap between chunks', () => {
    const cues = timeCaptions(['a', 'b', 'c'], [2, 3.5, 1.25])
    expect(cues).toEqual([
      { text: 'a', start: 0, end: 2 },
      { text: 'b', start: 2 + SPEECH.gapSec, end: 5.5 + SPEECH.gapSec },
      { text: 'c', start: 5.5 + 2 * SPEECH.gapSec, end: 6.75 + 2 * SPEECH.gapSec },
    ])
    expect(speechSec([2, 3.5, 1.25])).toBeCloseTo(6.75 + 2 * SPEECH.gapSec)
  })

  it('speaks faster when the speech runs past the fit, aiming at the target', () => {
    const rate = nextSpeechRate(165, 33, false)
    expect(rate).toBeGreaterThan(165)
    // Duration scales about inversely with the rate.
    expect((33 * 165) / rate!).toBeLessThanOrEqual(SPEECH.targetSec + 0.1)
  })

  it('never goes past the fastest rate', () => {
    expect(nextSpeechRate(SPEECH.maxRate, 40, false)).toBeNull()
    expect(nextSpeechRate(250, 60, false)).toBe(SPEECH.maxRate)
  })

  it('slows down once when the speech is short, not below the slowest rate', () => {
    const slower = nextSpeechRate(165, 15, false)
    expect(slower).toBeLessThan(165)
    expect(slower).toBeGreaterThanOrEqual(SPEECH.minRate)
    expect(nextSpeechRate(slower!, 17, true)).toBeNull()
  })

  it('keeps a rate whose speech fits', () => {
    expect(nextSpeechRate(165, 24, false)).toBeNull()
  })

  it('pads a short video to 20 s and keeps a fitting one at its speech and tail', () => {
    expect(videoDurationSec(12)).toBe(20)
    expect(videoDurationSec(24)).toBeCloseTo(24 + SPEECH.tailSec)
    expect(videoDurationSec(SPEECH.fitHighSec)).toBeLessThanOrEqual(SPEECH.maxSec)
  })
})

describe('the ASS subtitle file', () => {
  it('writes times as h:mm:ss.cc', () => {
    expect(assTime(0)).toBe('0:00:00.00')
    expect(assTime(65.437)).toBe('0:01:05.44')
  })

  it('shows text literally: no override blocks, escapes or line breaks', () => {
    expect(assText('a {\\b1}bold\\N line\nbreak')).toBe('a (/b1)bold/N line break')
  })

  it('holds the title and the code for the whole video and each caption at its time', () => {
    const ass = buildAss({
      title: 'Title',
      codeLine: 'Code: HOUSE001',
      cues: [{ text: 'Hello.', start: 1.5, end: 3 }],
      durationSec: 21.25,
    })
    expect(ass).toContain('PlayResX: 1080\nPlayResY: 1920')
    expect(ass).toContain('Dialogue: 0,0:00:00.00,0:00:21.25,Title,,0,0,0,,Title')
    expect(ass).toContain('Dialogue: 0,0:00:00.00,0:00:21.25,Code,,0,0,0,,Code: HOUSE001')
    expect(ass).toContain('Dialogue: 1,0:00:01.50,0:00:03.00,Caption,,0,0,0,,Hello.')
  })
})

function wavOf(seconds: number, sampleRate = 22050): Uint8Array {
  const pcm = new Uint8Array(Math.round(seconds * sampleRate) * 2).fill(7)
  return joinWavs([{ sampleRate, channels: 1, bitsPerSample: 16, pcm }], 0, 0)
}

describe('WAV files', () => {
  it('reads the format and length of a PCM WAV', () => {
    const wav = parseWav(wavOf(1.5))
    expect(wav).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 })
    expect(wavDurationSec(wav)).toBeCloseTo(1.5)
  })

  it('joins chunks with silent gaps and pads with silence to the total', () => {
    const parts: Wav[] = [parseWav(wavOf(1)), parseWav(wavOf(2))]
    const joined = parseWav(joinWavs(parts, 0.25, 20))
    expect(wavDurationSec(joined)).toBeCloseTo(20)
    // The gap after the first chunk is silence; the second chunk starts right after it.
    const gapStart = 22050 * 2
    expect(joined.pcm[gapStart]).toBe(0)
    expect(joined.pcm[gapStart + Math.round(0.25 * 22050) * 2]).toBe(7)
    expect(joined.pcm.at(-1)).toBe(0)
  })

  it('refuses what is not a WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('not a wav file at all'))).toThrow(/not a WAV/)
  })
})
