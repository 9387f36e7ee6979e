import type { VideoTopic } from '#shared/domain/video-topics.ts'
import { VIDEO_SCRIPT_WORDS } from '#shared/domain/video-topics.ts'

/**
 * What each topic's video says (docs/decisions/043-short-videos.md): an opening line and the facts,
 * taken from the FAQ, the public pages and the eligibility research. General information only:
 * nothing here tells a viewer what they are eligible for or what to do in their case.
 */
const TOPIC_SCRIPTS: Record<VideoTopic, { hook: string; facts: string }> = {
  'federal-restoration': {
    hook: 'Lost your firearm rights? Here is the federal side.',
    facts:
      'Federal law bars anyone convicted of a crime punishable by over a year. For a state conviction, a pardon, expungement or full restoration of civil rights can lift it. A federal conviction needs a presidential pardon or federal relief.',
  },
  'state-restoration': {
    hook: 'Every state has its own way back to firearm rights.',
    facts:
      'Some states restore rights automatically after a waiting period. Others use a court petition, a pardon application or an expungement. We prepare the documents for your state route and tell you where to send them.',
  },
  'two-separate-bars': {
    hook: 'Did you know there can be two separate firearm bans?',
    facts:
      'Your state law may bar you, and federal law may bar you as well. Lifting one does not always lift the other: a partial state restoration can leave the federal bar in place. Our eligibility check looks at both.',
  },
  'expungement-pardons': {
    hook: 'Expungement, set-aside, pardon. What is the difference?',
    facts:
      'An expungement or set-aside clears a conviction through the court. A pardon is granted by a governor or the President. Either can lift the federal bar for a state conviction, unless it keeps a firearm limit.',
  },
  'federal-relief-925c': {
    hook: 'Federal relief under section 925 c is coming back, but it is not final.',
    facts:
      'For decades nobody reviewed these applications. In 2025 the Justice Department proposed new rules, run by the Office of the Pardon Attorney. Until a final rule takes effect, nobody can promise a timeline.',
  },
  'eligibility-check': {
    hook: 'What does the free eligibility check look at?',
    facts:
      'It asks short questions about your convictions and your state, then applies federal and state law to your answers. It shows eligible, not eligible, or manual review, with the reasons. When a question stays open, it recommends a manual review.',
  },
  documents: {
    hook: 'Getting your paperwork ready makes restoration smoother.',
    facts:
      'Most routes need a photo ID, court records for each conviction, such as the judgment and proof you completed your sentence, and your fingerprints. Your case page lists exactly what your case needs.',
  },
  fingerprints: {
    hook: 'Many restoration routes need your fingerprints.',
    facts:
      'You can use an FD-258 fingerprint card or a live scan receipt. A police station or a fingerprinting service can take them. Then upload a clear scan or photo to your case page.',
  },
  timelines: {
    hook: 'How long does firearm rights restoration take?',
    facts:
      'Our part is quick: we prepare your documents once we have your materials. After you submit, the time depends on your route and the office that decides it. Some state routes take about a month, others much longer.',
  },
  'case-stages': {
    hook: 'What happens after you start a case?',
    facts:
      'Every case moves through the same stages: intake, documents pending, fingerprints pending, ready to send, submitted, and decision. Your dashboard shows the stage and what we still need, and we email you whenever it changes.',
  },
}

/** The closing lines every script ends with: who we are, and where to start. */
function closing(companyName: string): string {
  return `${companyName} is a document-preparation service, not a law firm. This is not legal advice. Start with our free eligibility check.`
}

/** The angle as one spoken sentence, or nothing when there is none. */
function angleLine(angle: string): string {
  const phrase = angle
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;:,\s]+$/, '')
  return phrase ? `Today's angle: ${phrase}.` : ''
}

/** The template script of a topic with the angle woven in after its opening line. */
export function templateScript(topic: VideoTopic, angle: string, companyName: string): string {
  const { hook, facts } = TOPIC_SCRIPTS[topic]
  return [hook, angleLine(angle), facts, closing(companyName)].filter(Boolean).join(' ')
}

/** The facts of a topic, the ground an LLM-written script must stay on. */
export function topicFacts(topic: VideoTopic): string {
  const { hook, facts } = TOPIC_SCRIPTS[topic]
  return `${hook} ${facts}`
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}

/**
 * Whether a script written by the LLM may be used: the right length to speak in 20-30 s, plain
 * sentences with no link, address or markup, and it says the service is not a law firm.
 */
export function isUsableScript(script: string): boolean {
  const words = wordCount(script)
  return (
    words >= VIDEO_SCRIPT_WORDS.min &&
    words <= VIDEO_SCRIPT_WORDS.max &&
    !/https?:|www\.|@|\.(?:com|org|net|gov)\b|[<>{}\\#*_[\]]/i.test(script) &&
    /not a law firm/i.test(script)
  )
}

/** The instructions the LLM writes a script under. */
export function scriptPrompt(input: {
  topic: VideoTopic
  title: string
  angle: string
  companyName: string
}) {
  const system = [
    `You write the voice-over of a 25-second vertical video for ${input.companyName}, a document-preparation service for firearm rights restoration.`,
    `Write 55 to 70 words of plain spoken English in short sentences. No links, no e-mail addresses, no hashtags, no emojis, no markdown, no stage directions.`,
    'Use only the facts given. Never give legal advice, never tell viewers they are eligible, never promise an outcome or a timeline.',
    `Include this sentence: ${input.companyName} is a document-preparation service, not a law firm. End by inviting viewers to take the free eligibility check on the website.`,
  ].join(' ')
  const user = [
    `Topic: ${input.title}.`,
    input.angle ? `Angle: ${input.angle}.` : '',
    `Facts: ${topicFacts(input.topic)}`,
    'Reply with the script only.',
  ]
    .filter(Boolean)
    .join('\n')
  return { system, user }
}
