import { ExternalLink, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { youtubeEmbedUrl } from '#shared/domain/news-media.ts'
import { Button, buttonVariants } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatNewsDate, type NewsEntry, type SiteMedia } from '../news-entry.ts'
import { NewsSourceLink } from './news-source-link.tsx'

type NewsModalProps = {
  entry: NewsEntry
  /** Admins get a button that opens the original source in a new tab. */
  canOpenSource: boolean
  onClose: () => void
}

/**
 * The open news entry in a native modal <dialog>: the browser gives it Escape, the focus trap and
 * the inert page behind. Not Radix Dialog, whose injected styles the Content-Security-Policy refuses.
 * Mounted only while open; closing (Escape, backdrop, close button) ends in the dialog's close event.
 */
export function NewsModal({ entry, canOpenSource, onClose }: NewsModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // A backdrop click is one that starts and ends outside the content: a text selection dragged out
  // of the content must not close it.
  const isPressOnBackdrop = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return lockPageScroll()
  }, [])

  const date = entry.publishedAt ? formatNewsDate(entry.publishedAt) : ''
  const byline = [entry.outlet, date].filter(Boolean).join(' · ')

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        isPressOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && isPressOnBackdrop.current) event.currentTarget.close()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[800px] overflow-y-auto rounded-xl bg-white text-navy-950 shadow-xl backdrop:bg-navy-950/75"
    >
      <div className="grid gap-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={titleId} className="text-lg font-semibold break-words sm:text-xl">
              {entry.title}
            </h2>
            {byline ? <p className="text-sm text-navy-700">{byline}</p> : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="-mt-2 -mr-2 shrink-0"
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden="true" className="size-5!" />
          </Button>
        </div>
        {entry.kind === 'video' ? (
          <VideoEmbed videoId={entry.videoId} title={entry.title} />
        ) : entry.kind === 'site' ? (
          <SiteUpdate summary={entry.summary} media={entry.media} title={entry.title} />
        ) : (
          <ArticleSummary summary={entry.summary} url={entry.url} />
        )}
        {canOpenSource && entry.kind === 'video' ? (
          <NewsSourceLink entry={entry} className="justify-self-start" />
        ) : null}
      </div>
    </dialog>
  )
}

/**
 * YouTube's no-cookie player in a sandbox (no pop-ups, no navigating this page). A transparent
 * shield covers all but the bottom 80 px, where the player keeps its controls, so clicks on the
 * title, the channel and the suggestions never reach YouTube.
 */
function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-navy-950">
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={`YouTube video: ${title}`}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 bottom-20" />
    </div>
  )
}

/**
 * One of the site's own posts or videos: its media first (an image, or the browser's own player
 * with its keyboard-usable controls; the rendered videos carry their captions in the picture), then
 * its text.
 */
function SiteUpdate({ summary, media, title }: { summary: string; media: SiteMedia | null; title: string }) {
  return (
    <div className="grid gap-4">
      {media?.type === 'video' ? (
        <video
          controls
          playsInline
          preload="metadata"
          src={media.url}
          aria-label={`Video: ${title}`}
          className="max-h-[70dvh] w-full rounded-lg bg-navy-950"
        >
          <a href={media.url} className="text-white underline">
            Download the video
          </a>
        </video>
      ) : media ? (
        <img
          src={media.url}
          alt={`Image: ${title}`}
          className="max-h-[60dvh] w-full rounded-lg object-contain"
        />
      ) : null}
      {summary ? <p className="break-words whitespace-pre-line text-navy-800">{summary}</p> : null}
    </div>
  )
}

function ArticleSummary({ summary, url }: { summary: string; url: string }) {
  return (
    <div className="grid gap-4">
      {summary ? <p className="break-words whitespace-pre-line text-navy-800">{summary}</p> : null}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: 'primary' }), 'justify-self-start')}
      >
        Read the original article
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  )
}

// The page behind an open modal must not scroll. A class on <html>, not a style attribute (the
// Content-Security-Policy refuses inline styles); the scrollbar's gutter stays so nothing shifts.
function lockPageScroll(): () => void {
  const root = document.documentElement
  const hasScrollbar = window.innerWidth > root.clientWidth
  const added = ['overflow-hidden', ...(hasScrollbar ? ['[scrollbar-gutter:stable]'] : [])].filter(
    (name) => !root.classList.contains(name),
  )
  root.classList.add(...added)
  return () => root.classList.remove(...added)
}
