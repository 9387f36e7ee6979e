import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  CHANNEL_REPLY_LIMITS,
  ChannelReplyInputSchema,
  type ChannelStatus,
  type SocialChannel,
} from '#shared/contracts/channels.contract.ts'
import { SendEmailInputSchema, type InboxConversation } from '#shared/contracts/inbox.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useSendChannelReply, useSendEmailReply } from '../inbox.mutations.ts'
import { isSocialSource, SOURCE_VIEWS } from '../inbox-labels.ts'

/** The text of a failed e-mail reply (spec 002 §8). */
export const SEND_EMAIL_FAILED = 'Failed to send email'

type ReplyBoxProps = { conversation: InboxConversation; channels: ChannelStatus[] | undefined }

/**
 * The reply box: on a social channel the answer goes back there; otherwise by e-mail to the
 * person's address (none known: nothing to answer to, and the box says so).
 */
export function ReplyBox({ conversation, channels }: ReplyBoxProps) {
  if (isSocialSource(conversation.source)) {
    const channel = channels?.find((c) => c.source === conversation.source)
    if (channel && !channel.canReply) {
      return (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900 ring-1 ring-yellow-300">
          Replies on {channel.name} are not set up{channel.needs ? `: ${channel.needs}` : '.'}
        </p>
      )
    }
    return <ChannelReplyForm key={conversation.id} conversation={conversation} />
  }
  return <EmailReplyForm key={conversation.id} conversation={conversation} />
}

function EmailReplyForm({ conversation }: { conversation: InboxConversation }) {
  const send = useSendEmailReply(conversation.id)
  const subject = /^re:/i.test(conversation.subject) ? conversation.subject : `Re: ${conversation.subject}`
  const form = useForm({
    resolver: zodResolver(SendEmailInputSchema),
    defaultValues: {
      to: conversation.customerEmail ?? '',
      subject: subject.slice(0, 200),
      body: '',
      conversationId: conversation.id,
    },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      toastDone('Reply sent', `E-mailed to ${values.to}.`)
      form.reset({ ...values, body: '' })
    } catch (error) {
      reportActionError(error, form.setError, ['to', 'subject', 'body'], SEND_EMAIL_FAILED)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reply-heading" className="grid gap-3">
      <h3 id="reply-heading" className="text-base font-semibold text-navy-950">
        Reply by e-mail
      </h3>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="To"
          type="email"
          autoComplete="off"
          error={errors.to?.message}
          {...form.register('to')}
        />
        <FormField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      </div>
      <TextareaField label="Message" rows={5} error={errors.body?.message} {...form.register('body')} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}

function ChannelReplyForm({ conversation }: { conversation: InboxConversation }) {
  const send = useSendChannelReply(conversation.id)
  const channelName = SOURCE_VIEWS[conversation.source].label
  const limit = CHANNEL_REPLY_LIMITS[conversation.source as SocialChannel]
  const form = useForm({ resolver: zodResolver(ChannelReplyInputSchema), defaultValues: { body: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      toastDone('Reply sent', `Sent on ${channelName}.`)
      form.reset({ body: '' })
    } catch (error) {
      reportActionError(error, form.setError, ['body'], 'Failed to send reply')
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reply-heading" className="grid gap-3">
      <h3 id="reply-heading" className="text-base font-semibold text-navy-950">
        Reply on {channelName}
      </h3>
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField
        label="Message"
        rows={4}
        maxLength={limit}
        hint={`At most ${limit} characters on ${channelName}.`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}
