import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  VideoRenderError,
  type RenderProgress,
  type RenderedVideo,
  type VideoRenderInput,
  type VideoRenderer,
} from './index.ts'
import { buildAss, nextSpeechRate, SPEECH, speechSec, timeCaptions, videoDurationSec } from './captions.ts'
import { runTool } from './run-tool.ts'
import { joinWavs, parseWav, wavDurationSec, type Wav } from './wav.ts'

export type FfmpegRendererOptions = {
  ffmpegPath?: string
  espeakPath?: string
  /** The voice espeak-ng speaks with. */
  voice?: string
  /** Where libass finds DejaVu Sans. */
  fontsDir?: string
  /** The longest one espeak-ng call and the ffmpeg encode may take. */
  speakTimeoutMs?: number
  encodeTimeoutMs?: number
}

/** The background: the site's navy. */
const BACKGROUND = '0x0f2744'
/** Synthesis is this share of the progress; the encode the rest. */
const SPEAK_SHARE = 20

/**
 * Renders on this machine with espeak-ng (the voice, one WAV per caption chunk, so each caption's
 * time is measured, not guessed) and ffmpeg (a plain background, the captions, title and code
 * burned in from an ASS file, H.264 and AAC). One render at a time per process: it uses both cores.
 */
export function createFfmpegRenderer({
  ffmpegPath = 'ffmpeg',
  espeakPath = 'espeak-ng',
  voice = 'en-us',
  fontsDir = '/usr/share/fonts/truetype/dejavu',
  speakTimeoutMs = 20_000,
  encodeTimeoutMs = 120_000,
}: FfmpegRendererOptions = {}): VideoRenderer {
  let queue: Promise<unknown> = Promise.resolve()

  async function speak(dir: string, texts: readonly string[], rate: number): Promise<Wav[]> {
    const wavs: Wav[] = []
    for (const [i, text] of texts.entries()) {
      const textFile = path.join(dir, `chunk-${i}.txt`)
      const wavFile = path.join(dir, `chunk-${i}.wav`)
      await writeFile(textFile, text, 'utf8')
      await runTool(espeakPath, ['-v', voice, '-s', String(rate), '-f', textFile, '-w', wavFile], {
        timeoutMs: speakTimeoutMs,
      })
      wavs.push(parseWav(await readFile(wavFile)))
    }
    return wavs
  }

  async function renderNow(input: VideoRenderInput, onProgress: RenderProgress): Promise<RenderedVideo> {
    if (input.captions.length === 0) throw new VideoRenderError('The script has nothing to say.')
    const dir = await mkdtemp(path.join(os.tmpdir(), 'video-render-'))
    try {
      await onProgress(2, 'Synthesizing the voice')
      let rate: number = SPEECH.baseRate
      let hasSlowedDown = false
      let wavs = await speak(dir, input.captions, rate)
      for (let round = 0; round < 3; round++) {
        const next = nextSpeechRate(rate, speechSec(wavs.map(wavDurationSec)), hasSlowedDown)
        if (next === null) break
        hasSlowedDown ||= next < rate
        rate = next
        wavs = await speak(dir, input.captions, rate)
      }
      const durations = wavs.map(wavDurationSec)
      const speech = speechSec(durations)
      const durationSec = videoDurationSec(speech)
      if (durationSec > SPEECH.maxSec) {
        throw new VideoRenderError(
          `The script takes ${Math.round(speech)} s to say even at the fastest rate; the limit is ${SPEECH.maxSec} s.`,
        )
      }
      const cues = timeCaptions(input.captions, durations)
      await writeFile(path.join(dir, 'voice.wav'), joinWavs(wavs, SPEECH.gapSec, durationSec))
      await writeFile(
        path.join(dir, 'captions.ass'),
        buildAss({ title: input.title, codeLine: `Code: ${input.affiliateCode}`, cues, durationSec }),
        'utf8',
      )
      await onProgress(SPEAK_SHARE, 'Rendering the video')

      let lastReported = SPEAK_SHARE
      let reporting: Promise<void> = Promise.resolve()
      await runTool(
        ffmpegPath,
        [
          ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y'],
          ...['-f', 'lavfi', '-i', `color=c=${BACKGROUND}:s=1080x1920:r=30`],
          ...['-i', 'voice.wav'],
          // Relative names: the filter graph then holds no path that would need escaping.
          ...['-vf', `ass=captions.ass:fontsdir=${fontsDir}`],
          ...['-map', '0:v', '-map', '1:a', '-t', durationSec.toFixed(2)],
          ...[
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-tune',
            'stillimage',
            '-pix_fmt',
            'yuv420p',
            '-r',
            '30',
          ],
          ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100'],
          ...['-movflags', '+faststart', '-progress', 'pipe:1', 'video.mp4'],
        ],
        {
          cwd: dir,
          timeoutMs: encodeTimeoutMs,
          onStdoutLine: (line) => {
            const match = /^out_time_us=(\d+)$/.exec(line)
            if (!match) return
            const done = Number(match[1]) / 1e6 / durationSec
            const percent = Math.min(99, SPEAK_SHARE + Math.round(done * (100 - SPEAK_SHARE)))
            if (percent <= lastReported) return
            lastReported = percent
            reporting = reporting.then(() => onProgress(percent, 'Rendering the video')).catch(() => {})
          },
        },
      )
      await reporting
      const bytes = await readFile(path.join(dir, 'video.mp4'))
      await onProgress(100, 'Rendered')
      return { bytes, durationSec, cues }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  return {
    render(input, onProgress = () => {}) {
      const run = queue.then(() => renderNow(input, onProgress))
      queue = run.catch(() => {})
      return run
    },
  }
}
