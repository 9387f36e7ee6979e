import { VideoRenderError } from './index.ts'

/** The PCM audio of a WAV file and its format. */
export type Wav = { sampleRate: number; channels: number; bitsPerSample: number; pcm: Uint8Array }

/** Reads a PCM WAV file (what espeak-ng writes); fails on anything else. */
export function parseWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new VideoRenderError('The synthesized voice is not a WAV file.')
  }
  let format: Omit<Wav, 'pcm'> | null = null
  let offset = 12
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset)
    const declared = view.getUint32(offset + 4, true)
    const start = offset + 8
    if (id === 'fmt ') {
      if (view.getUint16(start, true) !== 1)
        throw new VideoRenderError('The synthesized voice is not PCM audio.')
      format = {
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bitsPerSample: view.getUint16(start + 14, true),
      }
    } else if (id === 'data') {
      if (!format) break
      // A tool writing to a pipe leaves the size unknown (0 or 0xFFFFFFFF): the data runs to the end.
      const end = declared === 0 || start + declared > bytes.byteLength ? bytes.byteLength : start + declared
      return { ...format, pcm: bytes.subarray(start, end) }
    }
    offset = start + declared + (declared % 2)
  }
  throw new VideoRenderError('The synthesized voice has no audio data.')
}

/** The length of a WAV's audio in seconds. */
export function wavDurationSec(wav: Wav): number {
  return wav.pcm.byteLength / bytesPerSecond(wav)
}

function bytesPerSecond(wav: Omit<Wav, 'pcm'>): number {
  return wav.sampleRate * wav.channels * (wav.bitsPerSample / 8)
}

/**
 * One WAV of the parts played one after another, each followed by `gapSec` of silence (not the
 * last), and silence at the end up to `totalSec`. All parts must share one format.
 */
export function joinWavs(parts: readonly Wav[], gapSec: number, totalSec: number): Uint8Array {
  const first = parts[0]
  if (!first) throw new VideoRenderError('There is no voice to join.')
  const blockAlign = first.channels * (first.bitsPerSample / 8)
  const samples = (sec: number) => Math.round(sec * first.sampleRate) * blockAlign
  const gap = samples(gapSec)
  let length = 0
  parts.forEach((part, index) => {
    if (
      part.sampleRate !== first.sampleRate ||
      part.channels !== first.channels ||
      part.bitsPerSample !== first.bitsPerSample
    ) {
      throw new VideoRenderError('The voice chunks were synthesized in different formats.')
    }
    length += part.pcm.byteLength + (index < parts.length - 1 ? gap : 0)
  })
  const total = Math.max(length, samples(totalSec))
  const out = new Uint8Array(44 + total)
  const view = new DataView(out.buffer)
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i)
  }
  write(0, 'RIFF')
  view.setUint32(4, 36 + total, true)
  write(8, 'WAVE')
  write(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, first.channels, true)
  view.setUint32(24, first.sampleRate, true)
  view.setUint32(28, bytesPerSecond(first), true)
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, first.bitsPerSample, true)
  write(36, 'data')
  view.setUint32(40, total, true)
  let at = 44
  parts.forEach((part, index) => {
    out.set(part.pcm, at)
    at += part.pcm.byteLength + (index < parts.length - 1 ? gap : 0)
  })
  // The rest (gaps and the padding) is already zero: silence in signed 16-bit PCM.
  return out
}
