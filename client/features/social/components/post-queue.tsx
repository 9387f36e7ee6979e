import { useState } from 'react'
import { SOCIAL_PUBLISH_ATTEMPTS, type SocialPost } from '#shared/contracts/social.contract.ts'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { formatDateTime, postPlatforms } from '../social-labels.ts'
import { useDeletePost } from '../social.mutations.ts'

const STATUS: Record<SocialPost['status'], { label: string; variant: BadgeVariant }> = {
  PUBLISHED: { label: 'Published', variant: 'green' },
  FAILED: { label: 'Failed', variant: 'orange' },
  PENDING: { label: 'Pending', variant: 'yellow' },
}

/**
 * The post queue, latest schedule time first: where each post goes (or went), its text, its time
 * and its status; a failed one with its reason, a retrying one with its last error. A waiting post
 * can be deleted (confirmed).
 */
export function PostQueue({ posts }: { posts: SocialPost[] }) {
  const [deleting, setDeleting] = useState<SocialPost | null>(null)
  const remove = useDeletePost()

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toastDone('Post deleted', 'It will not be published.')
      setDeleting(null)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureText(error) })
    }
  }

  return (
    <>
      <ol aria-label="Posts" className="grid gap-3">
        {posts.map((post) => {
          const platforms = postPlatforms(post)
          const status = STATUS[post.status]
          return (
            <li
              key={post.id}
              className="grid gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-navy-100 md:grid-cols-[1fr_auto] md:items-start"
            >
              <div className="grid min-w-0 gap-2">
                <p className="line-clamp-4 text-base break-words whitespace-pre-line text-navy-950">
                  {post.content}
                </p>
                {post.mediaUrl ? <p className="break-all text-navy-700">Media: {post.mediaUrl}</p> : null}
                <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 text-navy-800 sm:gap-x-6">
                  <dt className="font-medium text-navy-700">Platform</dt>
                  <dd>
                    {platforms.isPlanned ? (
                      <span>
                        {platforms.names} <span className="text-navy-700">(planned)</span>
                      </span>
                    ) : (
                      platforms.names
                    )}
                  </dd>
                  <dt className="font-medium text-navy-700">Scheduled</dt>
                  <dd>
                    <time dateTime={post.scheduledFor}>{formatDateTime(post.scheduledFor)}</time>
                  </dd>
                  <dt className="font-medium text-navy-700">Status</dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    <Badge variant={status.variant}>{status.label}</Badge>
                    {post.status === 'PUBLISHED' && post.publishedAt ? (
                      <span>
                        on <time dateTime={post.publishedAt}>{formatDateTime(post.publishedAt)}</time>
                      </span>
                    ) : null}
                  </dd>
                </dl>
                {post.status === 'FAILED' && post.errorMessage ? (
                  <p className="font-medium break-words text-red-800">
                    Reason: {post.errorMessage} (after {post.attempts}{' '}
                    {post.attempts === 1 ? 'attempt' : 'attempts'})
                  </p>
                ) : null}
                {post.status === 'PENDING' && post.errorMessage ? (
                  <p className="break-words text-orange-900">
                    Attempt {post.attempts} of {SOCIAL_PUBLISH_ATTEMPTS} failed: {post.errorMessage}. It will
                    be tried again shortly.
                  </p>
                ) : null}
              </div>
              {post.status === 'PENDING' ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setDeleting(post)}
                >
                  Delete
                  <span className="sr-only"> the post scheduled for {formatDateTime(post.scheduledFor)}</span>
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <ConfirmDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this post"
        description="It leaves the queue and will not be published."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
