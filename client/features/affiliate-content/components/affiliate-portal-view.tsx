import { Mail, Phone } from 'lucide-react'
import type { AffiliatePortalPage } from '#shared/content/affiliate-pages.ts'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { AffiliateSectionView } from './affiliate-sections.tsx'

/** /affiliate-portal: links to its three sections, the support contacts, then the sections. */
export function AffiliatePortalView({ content }: { content: AffiliatePortalPage }) {
  const { contact } = content
  return (
    <article className="w-full">
      <PageHero heading={content.title} intro={content.intro} />
      <div className="border-b border-navy-100 bg-white">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Affiliate portal">
            <ul className="flex flex-wrap gap-2">
              {content.nav.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="inline-flex h-10 items-center rounded-md border border-navy-200 px-4 font-semibold text-navy-900 hover:bg-navy-50"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-navy-800">
            <span className="font-semibold">{contact.label}:</span>
            <a href={`mailto:${contact.email}`} className="flex items-center gap-1.5 break-all underline">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {contact.email}
            </a>
            {contact.phone ? (
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className="flex items-center gap-1.5 underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {contact.phone}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-10 sm:py-14">
        {content.sections.map((section) => (
          <AffiliateSectionView key={section.id} section={section} />
        ))}
      </div>
    </article>
  )
}
