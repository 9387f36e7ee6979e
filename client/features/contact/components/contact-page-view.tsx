import type { ReactNode } from 'react'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { contactIntro, type ContactReach } from '../contact-texts.ts'
import { ContactForm } from './contact-form.tsx'

/**
 * /contact: the form, and beside it the ways to reach the team (`details`, from the settings);
 * `reach` words the texts after what the settings offer (a phone, published hours).
 */
export function ContactPageView({ details, reach }: { details: ReactNode; reach: ContactReach | undefined }) {
  return (
    <article className="w-full">
      <PageHero heading="Contact Us" intro={contactIntro(reach)} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card
          role="region"
          aria-labelledby="contact-form-heading"
          className="grid content-start gap-5 lg:self-start"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-navy-950">
            Send us a message
          </h2>
          <ContactForm reach={reach} />
        </Card>
        <section aria-labelledby="contact-details-heading" className="grid min-w-0 content-start gap-4">
          <h2 id="contact-details-heading" className="text-2xl font-semibold text-navy-950">
            Other ways to reach us
          </h2>
          {details}
        </section>
      </div>
    </article>
  )
}
