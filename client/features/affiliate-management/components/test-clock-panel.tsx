import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { TestClockFormSchema } from '../affiliate-management.forms.ts'
import { useAdvanceTestClock } from '../affiliate-management.mutations.ts'

/**
 * The test clock (test mode only): how far the affiliate ledger's clock runs ahead of real time,
 * and a form to move it on, as Stripe's test clocks do for subscriptions.
 */
export function TestClockPanel({ offsetDays }: { offsetDays: number }) {
  const advance = useAdvanceTestClock()
  const form = useForm({ resolver: zodResolver(TestClockFormSchema), defaultValues: { days: 7 } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ days }) => {
    try {
      await advance.mutateAsync(days)
      toastDone('Test clock advanced', `Moved ${dayCount(days)} forward.`)
    } catch (error) {
      reportActionError(error, form.setError, ['days'])
    }
  })

  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-800">
        Test mode only. Like Stripe&rsquo;s test clocks, this moves the affiliate ledger&rsquo;s clock
        forward: holds end, payouts and monthly fees fall due and inactive affiliates are deactivated as if
        the days had passed. Only the ledger&rsquo;s clock moves.
      </p>
      <p className="text-sm font-medium text-navy-950">
        The clock is {offsetDays === 0 ? 'at real time' : `${dayCount(offsetDays)} ahead of real time`}.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-32">
            <FormField
              label="Days"
              type="number"
              inputMode="numeric"
              min={1}
              max={400}
              error={errors.days?.message}
              {...form.register('days', { valueAsNumber: true })}
            />
          </div>
          <Button type="submit" variant="outline" disabled={isSubmitting}>
            {isSubmitting ? 'Advancing…' : 'Advance'}
          </Button>
        </div>
      </form>
    </div>
  )
}

function dayCount(days: number): string {
  const rounded = Math.round(days * 10) / 10
  return rounded === 1 ? '1 day' : `${rounded} days`
}
