import { Newspaper, Play } from 'lucide-react'
import { formatNewsDate, type NewsEntry } from '../news-entry.ts'
import { NewsSourceLink } from './news-source-link.tsx'

// YouTube's hqdefault thumbnails are 480 x 360; the card crops them to 16:9.
const THUMBNAIL_WIDTH = 480
const THUMBNAIL_HEIGHT = 360

type NewsCardProps = {
  entry: NewsEntry
  canOpenSource: boolean
  onOpen: (entry: NewsEntry, opener: HTMLElement) => void
}

/**
 * One news entry. Its title is the button that opens the modal, stretched over the whole card so
 * the card is one click target; the admins' source link sits above that layer.
 */
export function NewsCard({ entry, canOpenSource, onOpen }: NewsCardProps) {
  const date = entry.publishedAt ? formatNewsDate(entry.publishedAt) : ''
  const byline = [entry.outlet, date].filter(Boolean).join(' · ')
  const isVideo = entry.kind === 'video' || (entry.kind === 'site' && entry.media?.type === 'video')

  return (
    <article className="relative flex h-full min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow hover:shadow-md">
      {entry.kind === 'site' && entry.media?.type === 'video' ? (
        // The site's own video plays in the modal; the card shows where it is, without loading it.
        <div aria-hidden="true" className="grid aspect-video place-items-center bg-navy-900">
          <span className="grid size-12 place-items-center rounded-full bg-white/15 text-white">
            <Play className="size-5 fill-current" />
          </span>
        </div>
      ) : entry.thumbnailUrl ? (
        <div className="relative aspect-video bg-navy-900">
          <img
            src={entry.thumbnailUrl}
            alt={`${isVideo ? 'Video thumbnail' : 'Image'}: ${entry.title}`}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            loading="lazy"
            className="size-full object-cover text-transparent"
          />
          {entry.kind === 'video' ? (
            <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
              <span className="grid size-12 place-items-center rounded-full bg-navy-950/80 text-white">
                <Play className="size-5 fill-current" />
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="flex grow flex-col gap-2 p-4">
        {byline ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-navy-700">
            {entry.kind !== 'video' && !entry.thumbnailUrl ? (
              <Newspaper aria-hidden="true" className="size-4 shrink-0" />
            ) : null}
            <span className="min-w-0 break-words">{byline}</span>
          </p>
        ) : null}
        <h3 className="text-base font-semibold break-words text-navy-950">
          <button
            type="button"
            onClick={(event) => onOpen(entry, event.currentTarget)}
            className="text-left after:absolute after:inset-0 after:content-[''] hover:underline hover:underline-offset-4"
          >
            {entry.title}
            <span className="sr-only">{` (${entryKindName(entry, isVideo)})`}</span>
          </button>
        </h3>
        {entry.kind !== 'video' && entry.summary ? (
          <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-navy-800">
            {entry.summary}
          </p>
        ) : null}
        {canOpenSource && entry.kind !== 'site' ? (
          <NewsSourceLink entry={entry} className="relative z-10 mt-auto self-start" />
        ) : null}
      </div>
    </article>
  )
}

function entryKindName(entry: NewsEntry, isVideo: boolean): string {
  if (isVideo) return 'video'
  return entry.kind === 'site' ? 'post' : 'article'
}
