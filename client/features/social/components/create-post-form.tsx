import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  CreateSocialPostInputSchema,
  SOCIAL_POST_MAX_LENGTH,
  SOCIAL_TEXTS,
  type SocialChannelStatus,
} from '#shared/contracts/social.contract.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { CHANNEL_NAMES, formatDateTime, isInFuture, localInputToIso } from '../social-labels.ts'
import { useSchedulePost, useUploadImage } from '../social.mutations.ts'
import { PostMediaField } from './post-media-field.tsx'

// The shared schema, with the schedule time as the datetime-local input holds it (the browser's
// own time zone); it becomes an ISO time on submit.
const FormSchema = CreateSocialPostInputSchema.extend({
  scheduledFor: z.string().min(1, SOCIAL_TEXTS.scheduleRequired),
})
type FormInput = z.input<typeof FormSchema>
type FormOutput = z.output<typeof FormSchema>

const FIELDS = ['content', 'mediaUrl', 'scheduledFor', 'channels'] as const

const CHANNEL_HINTS = {
  site: 'Shown on the news page (/news) of this site.',
  buffer: 'Sent to the Buffer profiles set up for this site.',
} as const

/** Schedules a post: its text, optional media, its time and its channels. */
export function CreatePostForm({ channels }: { channels: SocialChannelStatus[] }) {
  const schedule = useSchedulePost()
  const upload = useUploadImage()
  // Changed on each reset, so the media field starts again with an empty file picker.
  const [mediaKey, setMediaKey] = useState(0)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { content: '', mediaUrl: '', scheduledFor: '', channels: ['site'] },
  })
  const { errors, isSubmitting } = form.formState
  const mediaUrl = useWatch({ control: form.control, name: 'mediaUrl' }) ?? ''
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

  const onSubmit = form.handleSubmit(async (values) => {
    const scheduledFor = localInputToIso(values.scheduledFor)
    if (!scheduledFor) {
      form.setError('scheduledFor', { type: 'validate', message: SOCIAL_TEXTS.scheduleRequired })
      return
    }
    if (!isInFuture(scheduledFor)) {
      form.setError('scheduledFor', { type: 'validate', message: SOCIAL_TEXTS.scheduleInPast })
      return
    }
    try {
      const { post } = await schedule.mutateAsync({ ...values, scheduledFor })
      toastDone('Post scheduled', `It will be published on ${formatDateTime(post.scheduledFor)}.`)
      form.reset()
      setMediaKey((key) => key + 1)
    } catch (error) {
      showServerError(error, form.setError, FIELDS)
      toast({ variant: 'destructive', title: SOCIAL_TEXTS.scheduleFailed, description: failureText(error) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create a post">
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField
        label="Content"
        rows={5}
        maxLength={SOCIAL_POST_MAX_LENGTH}
        hint={`Up to ${SOCIAL_POST_MAX_LENGTH} characters. The first line is the title on the news page.`}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <FormField
        label="Schedule time"
        type="datetime-local"
        hint={`In your time zone (${timeZone}).`}
        error={errors.scheduledFor?.message}
        className="sm:max-w-xs"
        {...form.register('scheduledFor')}
      />
      <PostMediaField
        key={mediaKey}
        value={mediaUrl}
        onChange={(url) => form.setValue('mediaUrl', url, { shouldValidate: true })}
        upload={upload}
        error={errors.mediaUrl?.message}
      />
      <fieldset className="grid gap-3" aria-describedby={errors.channels ? 'channels-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-navy-950">Channels</legend>
        {channels.map((status) => (
          <CheckboxField
            key={status.channel}
            label={CHANNEL_NAMES[status.channel]}
            value={status.channel}
            disabled={!status.isConfigured}
            hint={status.isConfigured ? CHANNEL_HINTS[status.channel] : SOCIAL_TEXTS.bufferNotConfigured}
            {...form.register('channels')}
          />
        ))}
        {errors.channels?.message ? (
          <p id="channels-error" className="text-sm font-medium text-red-700">
            {errors.channels.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || upload.isPending}>
          {isSubmitting ? 'Scheduling…' : 'Schedule post'}
        </Button>
      </div>
    </form>
  )
}
