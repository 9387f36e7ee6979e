import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A section's eyebrow, h2 and intro, on a light band or (isInverse) on navy. */
export function SectionIntro({
  headingId,
  eyebrow,
  heading,
  intro,
  isInverse = false,
}: {
  headingId: string
  eyebrow: string
  heading: string
  intro: string
  isInverse?: boolean
}) {
  return (
    <div className="grid max-w-3xl gap-3">
      <p
        className={cn(
          'text-sm font-semibold tracking-wide uppercase',
          isInverse ? 'text-amber-300' : 'text-amber-800',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={headingId}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          isInverse ? 'text-white' : 'text-navy-950',
        )}
      >
        {heading}
      </h2>
      <p className={cn('text-lg', isInverse ? 'text-navy-100' : 'text-navy-800')}>{intro}</p>
    </div>
  )
}

/** A full-width band of the landing page: its intro, then the section's own content. */
export function LandingSection({
  id,
  eyebrow,
  heading,
  intro,
  isMuted = false,
  children,
}: {
  id: string
  eyebrow: string
  heading: string
  intro: string
  isMuted?: boolean
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', isMuted && 'bg-navy-50')}>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4">
        <SectionIntro headingId={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  )
}

/** A decorative icon on a coloured tile; the text beside it says what it stands for. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span aria-hidden="true" className={cn('grid shrink-0 place-items-center [&_svg]:size-1/2', className)}>
      <Icon />
    </span>
  )
}
