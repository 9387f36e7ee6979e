import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import type { SupportHours } from '#shared/content/help.ts'
import { CONTACT_REPLY_HOURS } from '#shared/contracts/leads.contract.ts'
import { Card } from '#client/components/ui/card.tsx'

type ContactDetailsProps = { company: ContentFigures['company']; hours: SupportHours | null }

/**
 * The phone, e-mail, hours and address cards beside the contact form, from the settings; the phone
 * and hours cards only when the settings have them.
 */
export function ContactDetails({ company, hours }: ContactDetailsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {company.supportPhone ? (
        <DetailCard id="contact-phone" icon={Phone} title="Phone">
          <a
            href={`tel:${telephoneHref(company.supportPhone)}`}
            className="font-semibold text-navy-900 underline underline-offset-2"
          >
            {company.supportPhone}
          </a>
          <p className="text-sm text-navy-700">During our support hours.</p>
        </DetailCard>
      ) : null}
      <DetailCard id="contact-email" icon={Mail} title="Email">
        <a
          href={`mailto:${company.supportEmail}`}
          className="font-semibold break-all text-navy-900 underline underline-offset-2"
        >
          {company.supportEmail}
        </a>
        <p className="text-sm text-navy-700">We reply within {CONTACT_REPLY_HOURS} hours.</p>
      </DetailCard>
      {hours ? (
        <DetailCard id="contact-hours" icon={Clock} title="Hours">
          <dl className="grid gap-1 text-navy-800">
            {hours.rows.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                <dt>{row.days}</dt>
                <dd className="font-semibold text-navy-900">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-navy-700">All times in {hours.timeZoneLabel}.</p>
        </DetailCard>
      ) : null}
      <DetailCard id="contact-address" icon={MapPin} title="Address">
        <address className="break-words text-navy-800 not-italic">
          <span className="block font-semibold text-navy-900">{company.name}</span>
          {company.address}
        </address>
      </DetailCard>
    </ul>
  )
}

function DetailCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <li>
      <Card role="group" aria-labelledby={id} className="grid h-full content-start gap-2">
        <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-navy-950">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
          {title}
        </h3>
        {children}
      </Card>
    </li>
  )
}

// A tel: link wants the digits (and a leading +) only; the shown number keeps its formatting.
function telephoneHref(phone: string): string {
  return phone.replace(/[^\d+]/g, '')
}
