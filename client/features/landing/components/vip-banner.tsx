import { Gift } from 'lucide-react'
import type { LandingContent } from '../landing-content.ts'
import { IconTile } from './landing-section.tsx'

/** The band under the hero: VIP Credit Repair comes free with every restoration package. */
export function VipBanner({ banner }: { banner: LandingContent['vipBanner'] }) {
  return (
    <section aria-labelledby="vip-banner-heading" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:gap-6">
        <IconTile icon={Gift} className="size-14 rounded-full bg-navy-900 text-amber-400" />
        <div className="grid min-w-0 grow gap-1">
          <h2 id="vip-banner-heading" className="text-2xl font-bold text-navy-950">
            {banner.heading}
          </h2>
          <p className="text-navy-800">{banner.text}</p>
        </div>
        <p className="shrink-0 self-start rounded-full bg-navy-900 px-4 py-2 text-lg font-bold text-amber-300 sm:self-center">
          {banner.valueLabel}
        </p>
      </div>
    </section>
  )
}
