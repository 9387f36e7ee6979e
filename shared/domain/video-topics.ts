/**
 * The ten fixed topics a short video can be about (002 §2.5 and §9; the list is ours,
 * docs/decisions/043-short-videos.md). Each comes from the product's own content: the FAQ, the
 * public pages and the eligibility research behind the wizard. The daily job rotates through them
 * in this order.
 */
export const VIDEO_TOPICS = [
  { id: 'federal-restoration', label: 'Federal firearm rights restoration' },
  { id: 'state-restoration', label: 'State firearm rights restoration' },
  { id: 'two-separate-bars', label: 'State and federal bars are separate' },
  { id: 'expungement-pardons', label: 'Expungements, set-asides and pardons' },
  { id: 'federal-relief-925c', label: 'Federal relief under section 925(c)' },
  { id: 'eligibility-check', label: 'What the free eligibility check looks at' },
  { id: 'documents', label: 'The documents a case needs' },
  { id: 'fingerprints', label: 'Fingerprints: FD-258 card or live scan' },
  { id: 'timelines', label: 'How long restoration takes' },
  { id: 'case-stages', label: 'From intake to decision: the case stages' },
] as const

export type VideoTopic = (typeof VIDEO_TOPICS)[number]['id']

export const VIDEO_TOPIC_IDS = VIDEO_TOPICS.map((topic) => topic.id) as [VideoTopic, ...VideoTopic[]]

/** The topic's title as screens and the video show it; the id itself for a topic no longer listed. */
export function videoTopicLabel(id: string): string {
  return VIDEO_TOPICS.find((topic) => topic.id === id)?.label ?? id
}

/** The topic of the daily plan for a day (YYYY-MM-DD): one after another, by day number. */
export function dailyVideoTopic(day: string): VideoTopic {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
  const index = ((dayNumber % VIDEO_TOPICS.length) + VIDEO_TOPICS.length) % VIDEO_TOPICS.length
  return VIDEO_TOPICS[index]!.id
}

/** The spoken script of a video: long enough for 20 s of voice, short enough for 30 s. */
export const VIDEO_SCRIPT_WORDS = { min: 45, max: 88 } as const
/** The length of a video in seconds (the 20-30 s). */
export const VIDEO_DURATION_SEC = { min: 20, max: 30 } as const
