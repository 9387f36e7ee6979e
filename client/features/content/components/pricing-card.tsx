import { Check } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import type { PricingCard } from '#shared/content/pages.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

/**
 * A package card, optionally with a caption beside its price ('with verified ID') and extra lines
 * under it (e.g. the Easy Payments estimate).
 */
export type PricingCardModel = PricingCard & { priceCaption?: string; priceNotes?: readonly string[] }

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-navy-800">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** One package: name, 'Most Popular' in words, the catalog price, what is included and its start link. */
export function PricingCardView({ card }: { card: PricingCardModel }) {
  const titleId = `package-${card.id}`
  const savingsCents = card.savingsCents ?? 0
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn(
        'relative flex h-full flex-col gap-4',
        card.isMostPopular && 'shadow-lg ring-2 ring-navy-900',
      )}
    >
      <h3 id={titleId} className="text-xl font-semibold text-navy-950">
        {card.name}
      </h3>
      {/* Set on the card's top edge, so that the prices of cards with and without one line up. */}
      {card.isMostPopular || savingsCents > 0 ? (
        <p className="absolute -top-3 left-5 flex gap-2 sm:left-6">
          {card.isMostPopular ? <Badge className="py-1">Most Popular</Badge> : null}
          {savingsCents > 0 ? (
            <Badge variant="green" className="py-1">
              Save {formatUsd(savingsCents)}
            </Badge>
          ) : null}
        </p>
      ) : null}
      <div className="grid gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold text-navy-950 tabular-nums">{card.priceLabel}</span>
          {card.priceCaption ? <span className="text-sm text-navy-700">{card.priceCaption}</span> : null}
        </p>
        <p className="text-sm text-navy-700">{card.unverifiedLabel}</p>
        {card.priceNotes?.map((note) => (
          <p key={note} className="text-sm font-medium text-navy-800">
            {note}
          </p>
        ))}
      </div>
      <p className="text-navy-800">{card.description}</p>
      <CheckList items={card.features} />
      <Button asChild variant={card.isMostPopular ? 'accent' : 'primary'} className="mt-auto w-full">
        <RouterLink to={card.cta.path}>{card.cta.label}</RouterLink>
      </Button>
    </Card>
  )
}

/** Package cards as a list, in a responsive grid the caller sizes with `className`. */
export function PricingCardList({
  cards,
  className,
}: {
  cards: readonly PricingCardModel[]
  className?: string
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {cards.map((card) => (
        <li key={card.id}>
          <PricingCardView card={card} />
        </li>
      ))}
    </ul>
  )
}
