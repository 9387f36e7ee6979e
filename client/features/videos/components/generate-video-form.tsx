import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  GenerateVideoInputSchema,
  VIDEO_ANGLE_MAX,
  VIDEO_TEXTS,
  type VideoPlan,
} from '#shared/contracts/videos.contract.ts'
import { VIDEO_AFFILIATE_CODES } from '#shared/domain/publishing.ts'
import { VIDEO_TOPICS } from '#shared/domain/video-topics.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { reportActionError } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useGenerateVideo } from '../videos.mutations.ts'

const FIELDS = ['topic', 'angle', 'affiliateCode'] as const

/** Generate Video: a topic (one of the ten), an angle and an affiliate code; the render starts at once. */
export function GenerateVideoForm({ onGenerated }: { onGenerated: (plan: VideoPlan) => void }) {
  const generate = useGenerateVideo()
  const form = useForm({
    resolver: zodResolver(GenerateVideoInputSchema),
    defaultValues: { topic: '' as never, angle: '', affiliateCode: 'HOUSE001' as const },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { plan } = await generate.mutateAsync(body)
      onGenerated(plan)
      form.reset()
    } catch (error) {
      reportActionError(error, form.setError, FIELDS, VIDEO_TEXTS.generationFailed)
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Topic" error={errors.topic?.message} {...form.register('topic')}>
          <option value="">Choose a topic</option>
          {VIDEO_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Affiliate code"
          error={errors.affiliateCode?.message}
          {...form.register('affiliateCode')}
        >
          {VIDEO_AFFILIATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField
        label="Angle (optional)"
        hint={`Who it speaks to or how, e.g. "for veterans" or "busting myths" (at most ${VIDEO_ANGLE_MAX} characters).`}
        maxLength={VIDEO_ANGLE_MAX}
        error={errors.angle?.message}
        {...form.register('angle')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Generating…' : 'Generate Video'}
        </Button>
      </div>
    </form>
  )
}
