import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { VIDEO_TEXTS, type VideoPlan } from '#shared/contracts/videos.contract.ts'
import type { VideoPlanStatus } from '#shared/domain/publishing.ts'
import { videoTopicLabel } from '#shared/domain/video-topics.ts'
import { labelFrom, VIDEO_PLAN_STATUS_NAMES } from '#shared/domain/labels.ts'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { usePostVideo, useRetryVideo } from '../videos.mutations.ts'
import { useRenderProgress, videosKeys } from '../videos.queries.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'

const STATUS_BADGES: Record<VideoPlanStatus, BadgeVariant> = {
  PLANNED: 'blue',
  GENERATED: 'purple',
  POSTED: 'green',
  FAILED: 'orange',
}

const PLATFORM_NAMES: Record<string, string> = { site: 'Site news', buffer: 'Buffer', youtube: 'YouTube' }

function Field({
  label,
  children,
  isWide = false,
}: {
  label: string
  children: ReactNode
  isWide?: boolean
}) {
  return (
    <div className={isWide ? 'col-span-2 grid min-w-0 gap-0.5 lg:col-span-1' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-navy-700 uppercase">{label}</dt>
      <dd className="text-sm break-words text-navy-950">{children}</dd>
    </div>
  )
}

/** The render's progress bar, asked for until the render ends; then the plan is loaded again. */
function RenderProgress({ planId }: { planId: string }) {
  const queryClient = useQueryClient()
  const progress = useRenderProgress(planId, true)
  const status = progress.data?.status
  useEffect(() => {
    if (status && status !== 'PLANNED') {
      void queryClient.invalidateQueries({ queryKey: videosKeys.plans() })
      void queryClient.invalidateQueries({ queryKey: videosKeys.today() })
    }
  }, [status, queryClient])
  const percent = progress.data?.percent ?? 0
  return (
    <div className="grid gap-1.5">
      <Progress value={percent} label="Rendering progress" />
      <p className="text-sm text-navy-800" aria-live="polite">
        {progress.data?.note ? `${progress.data.note}: ${percent}%` : 'Waiting for the renderer…'}
      </p>
    </div>
  )
}

type VideoPlanCardProps = {
  plan: VideoPlan
  /** Says in a toast when this plan's render fails (the plan just generated on this screen). */
  announceFailure?: boolean
  headingLevel?: 'h3' | 'h4'
}

/** One video plan: its fields, the render's progress or the player, and Post Now or Retry. */
export function VideoPlanCard({ plan, announceFailure = false, headingLevel = 'h3' }: VideoPlanCardProps) {
  const post = usePostVideo()
  const retry = useRetryVideo()
  const previous = useRef(plan.status)
  useEffect(() => {
    if (announceFailure && previous.current === 'PLANNED' && plan.status === 'FAILED') {
      toast({
        variant: 'destructive',
        title: VIDEO_TEXTS.generationFailed,
        description: plan.errorMessage ?? undefined,
      })
    }
    previous.current = plan.status
  }, [announceFailure, plan.status, plan.errorMessage])

  const onPost = async () => {
    try {
      await post.mutateAsync(plan.id)
      toastDone('Video posted', 'It is on the news page now.')
    } catch (error) {
      toast({ variant: 'destructive', title: VIDEO_TEXTS.schedulingFailed, description: failureText(error) })
    }
  }

  // A plan that failed before it was rendered is rendered again; one that failed to post is posted again.
  const retriesRender = plan.videoUrl === null
  const onRetry = async () => {
    try {
      const { plan: next } = await retry.mutateAsync(plan.id)
      if (next.status === 'POSTED') toastDone('Video posted', 'It is on the news page now.')
    } catch (error) {
      toast({
        variant: 'destructive',
        title: retriesRender ? VIDEO_TEXTS.generationFailed : VIDEO_TEXTS.schedulingFailed,
        description: failureText(error),
      })
    }
  }

  const Heading = headingLevel
  const title = plan.title ?? videoTopicLabel(plan.topic)
  return (
    <Card className="grid min-w-0 gap-4">
      <article aria-label={`${title}, ${plan.date}`} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="min-w-0 font-semibold text-navy-950">{title}</Heading>
          <Badge variant={STATUS_BADGES[plan.status]}>
            {labelFrom(VIDEO_PLAN_STATUS_NAMES, plan.status)}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Field label="Topic" isWide>
            {videoTopicLabel(plan.topic)}
          </Field>
          <Field label="Angle" isWide>
            {plan.angle || '—'}
          </Field>
          <Field label="Affiliate code">{plan.affiliateCode}</Field>
          <Field label="Status">{labelFrom(VIDEO_PLAN_STATUS_NAMES, plan.status)}</Field>
          <Field label="Date">{formatCalendarDate(plan.date)}</Field>
          <Field label="Platforms">
            {plan.platforms.length ? plan.platforms.map((p) => PLATFORM_NAMES[p] ?? p).join(', ') : '—'}
          </Field>
          <Field label="YouTube id">{plan.youtubeId ?? '—'}</Field>
          <Field label="Video URL" isWide>
            {plan.videoUrl ? (
              <a className="text-navy-800 underline" href={plan.videoUrl}>
                {plan.videoUrl}
              </a>
            ) : (
              '—'
            )}
          </Field>
          {plan.durationSec ? <Field label="Length">{`${plan.durationSec.toFixed(1)} s`}</Field> : null}
        </dl>
        {plan.errorMessage ? (
          <p
            role="alert"
            className="rounded-lg bg-orange-50 p-3 text-sm text-orange-900 ring-1 ring-orange-200"
          >
            {plan.errorMessage}
          </p>
        ) : null}
        {plan.status === 'PLANNED' ? <RenderProgress planId={plan.id} /> : null}
        {plan.videoUrl ? (
          <video
            controls
            preload="metadata"
            // A moment in, so the player shows the title, the code and the first caption before it plays.
            src={`${plan.videoUrl}#t=0.5`}
            aria-label={`${title} (captions are part of the picture)`}
            className="aspect-[9/16] w-full max-w-[200px] rounded-lg bg-black sm:max-w-[270px]"
          />
        ) : null}
        {plan.status === 'GENERATED' || plan.status === 'FAILED' ? (
          <div className="flex flex-wrap gap-2">
            {plan.status === 'GENERATED' ? (
              <Button onClick={() => void onPost()} disabled={post.isPending}>
                {post.isPending ? 'Posting…' : 'Post Now'}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void onRetry()} disabled={retry.isPending}>
                {retry.isPending ? 'Retrying…' : 'Retry'}
              </Button>
            )}
          </div>
        ) : null}
      </article>
    </Card>
  )
}
