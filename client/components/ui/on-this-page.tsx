import { cn } from '#client/lib/cn.ts'

/** The contents of a long page: a link to each section's anchor. `listClassName` lays out the links. */
export function OnThisPage({
  sections,
  listClassName,
}: {
  sections: readonly { id: string; heading: string }[]
  listClassName?: string
}) {
  return (
    <nav aria-label="On this page" className="rounded-lg bg-white p-4 ring-1 ring-navy-100">
      <ul className={cn('grid gap-1 text-sm', listClassName)}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className="text-navy-800 underline underline-offset-2" href={`#${section.id}`}>
              {section.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
