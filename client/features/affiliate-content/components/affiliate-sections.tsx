import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { AffiliateSection, AffiliateTable } from '#shared/content/affiliate-pages.ts'
import type { Link } from '#shared/content/pages.ts'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'

/** A page section with its anchor: the h2, then whatever the page puts in it. */
export function SectionFrame({
  id,
  heading,
  children,
  className,
}: {
  id: string
  heading: string
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('grid scroll-mt-6 gap-3', className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-navy-950">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** One section of an affiliate page: paragraphs, then its list, table and links when it has them. */
export function AffiliateSectionView({ section }: { section: AffiliateSection }) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i} className="break-words text-navy-800">
          {paragraph}
        </p>
      ))}
      {section.list ? <BulletList items={section.list} /> : null}
      {section.table ? <FigureTable table={section.table} /> : null}
      {section.links ? <LinkRow links={section.links} /> : null}
    </SectionFrame>
  )
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5 text-navy-800">
      {items.map((item) => (
        <li key={item} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  )
}

/**
 * A small table of figures. It fits a phone; should it ever be wider than the screen, its frame
 * scrolls on its own and can take the keyboard focus to be scrolled.
 */
export function FigureTable({ table }: { table: AffiliateTable }) {
  const cell = 'px-2 py-2 sm:px-3'
  return (
    <div
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg ring-1 ring-navy-100"
    >
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className={cn(cell, 'text-left font-semibold text-navy-900')}>{table.caption}</caption>
        <thead className="bg-navy-50 text-navy-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={cn(cell, 'font-semibold')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([first, ...rest]) => (
            <tr key={first} className="border-t border-navy-100">
              <th scope="row" className={cn(cell, 'font-semibold text-navy-950')}>
                {first}
              </th>
              {rest.map((value, i) => (
                <td key={i} className={cn(cell, 'text-navy-800 tabular-nums')}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Links to other pages as outline buttons, stacked on a phone. */
export function LinkRow({ links, className }: { links: readonly Link[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {links.map((link) => (
        <li key={link.path}>
          <Button asChild variant="outline" className="w-full whitespace-normal sm:w-auto">
            <RouterLink to={link.path}>{link.label}</RouterLink>
          </Button>
        </li>
      ))}
    </ul>
  )
}

export function Disclaimer({ text }: { text: string }) {
  return <p className="rounded-lg bg-navy-50 p-4 text-sm text-navy-800 ring-1 ring-navy-100">{text}</p>
}
