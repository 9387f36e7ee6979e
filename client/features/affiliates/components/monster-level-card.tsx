import { Crown } from 'lucide-react'
import { useId } from 'react'
import type { AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { percent, usd } from '#shared/content/format.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useSetMonsterLevel } from '../affiliates.mutations.ts'
import { formatDateIn } from '../payout-time.ts'

type MonsterLevelCardProps = {
  userId: string
  code: string
  monsterLevel: AffiliateProfile['monsterLevel']
  figures: ContentFigures
}

/** The Monster Level subscription: its fee and override levels, and the switch to start or stop it. */
export function MonsterLevelCard({ userId, code, monsterLevel, figures }: MonsterLevelCardProps) {
  const setLevel = useSetMonsterLevel(userId, code)
  const headingId = useId()
  const fee = usd(figures.affiliate.monsterLevelFeeCents)
  const { isActive, since } = monsterLevel

  function toggle() {
    setLevel.mutate(!isActive, {
      onSuccess: (profile) =>
        toast({
          variant: 'success',
          title: profile.monsterLevel.isActive ? 'Monster Level started' : 'Monster Level cancelled',
          description: profile.monsterLevel.isActive
            ? `You now earn overrides on your recruits' sales. ${fee} a month comes out of your first payout each month.`
            : 'You no longer earn overrides, and the monthly fee stops.',
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'We could not change your Monster Level subscription. Please try again.',
        }),
    })
  }

  return (
    <Card className="grid content-start gap-4">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-navy-950">
            <Crown aria-hidden="true" className="size-5 text-amber-700" />
            Monster Level
          </h3>
          <Badge variant={isActive ? 'green' : 'gray'}>{isActive ? 'Active' : 'Not subscribed'}</Badge>
        </div>
        <p className="text-navy-700">
          For {fee} a month, taken from your first weekly payout of each month, earn overrides on the sales of
          the affiliates you recruit and of theirs, {figures.affiliate.monsterLevelOverrideBps.length} levels
          deep:
        </p>
        <ol className="flex flex-wrap gap-2">
          {figures.affiliate.monsterLevelOverrideBps.map((bps, index) => (
            <li
              key={index}
              className="rounded-md bg-navy-50 px-3 py-1.5 text-sm text-navy-900 ring-1 ring-navy-100"
            >
              Level {index + 1}: <span className="font-semibold">{percent(bps)}</span>
            </li>
          ))}
        </ol>
        {isActive && since ? (
          <p className="text-sm text-navy-700">Subscribed since {formatDateIn(since, figures.timeZone)}.</p>
        ) : null}
        <Button
          variant={isActive ? 'outline' : 'accent'}
          onClick={toggle}
          disabled={setLevel.isPending}
          className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:justify-self-start"
        >
          {isActive ? 'Cancel Monster Level' : 'Subscribe to Monster Level'}
        </Button>
      </section>
    </Card>
  )
}
