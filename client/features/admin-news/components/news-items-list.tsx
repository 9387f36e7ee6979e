import { useState } from 'react'
import type { AdminNewsItem } from '#shared/contracts/news.contract.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useDeleteNewsItem } from '../admin-news.mutations.ts'
import { NewsItemForm } from './news-item-form.tsx'

const SOURCE_LABELS: Record<AdminNewsItem['source'], string> = {
  YOUTUBE: 'Video',
  ARTICLE: 'Article',
  POST: 'Our post',
  VIDEO: 'Our video',
}

/** The published items, newest first, each with its clicks, an Edit action and a Remove action (confirmed). */
export function NewsItemsList({ items }: { items: AdminNewsItem[] }) {
  const [editing, setEditing] = useState<AdminNewsItem | null>(null)
  const [removing, setRemoving] = useState<AdminNewsItem | null>(null)
  const remove = useDeleteNewsItem()

  const confirmRemove = async () => {
    if (!removing) return
    try {
      await remove.mutateAsync(removing.id)
      toastDone('News item removed', removing.title)
      setRemoving(null)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureText(error) })
    }
  }

  return (
    <>
      <ol aria-label="News items" className="grid gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid gap-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-navy-100 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-words text-navy-800 underline underline-offset-2"
              >
                {item.title}
              </a>
              <span className="flex flex-wrap items-center gap-2 text-navy-700">
                <Badge variant={item.source === 'YOUTUBE' || item.source === 'VIDEO' ? 'purple' : 'blue'}>
                  {SOURCE_LABELS[item.source]}
                </Badge>
                <span>{item.outlet}</span>
                <span>· {formatLocalDate(item.publishedAt)}</span>
                <span>
                  · {item.clickCount} {item.clickCount === 1 ? 'click' : 'clicks'}
                </span>
                <span>· {item.feedId ? 'from a feed' : 'entered by hand'}</span>
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              {/* The site's own posts and videos are changed on the screens that published them. */}
              {item.source === 'POST' || item.source === 'VIDEO' ? null : (
                <Button variant="outline" size="sm" onClick={() => setEditing(item)}>
                  Edit<span className="sr-only"> “{item.title}”</span>
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setRemoving(item)}>
                Remove<span className="sr-only"> “{item.title}”</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ActionDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit this news item"
        description={
          editing?.feedId
            ? 'It was read from a feed; once saved it counts as entered by hand, and later reads of the feed leave it as you saved it.'
            : undefined
        }
      >
        {editing ? <NewsItemForm key={editing.id} item={editing} onSaved={() => setEditing(null)} /> : null}
      </ActionDialog>
      <ConfirmDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this news item"
        description={
          removing?.feedId
            ? `“${removing.title}” leaves the news page, and stays hidden when its feed lists it again.`
            : `“${removing?.title ?? ''}” leaves the news page.`
        }
        confirmLabel="Remove"
        busyLabel="Removing…"
        isBusy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </>
  )
}
