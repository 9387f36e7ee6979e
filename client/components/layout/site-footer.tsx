import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import { AFFILIATE_NAV, LEGAL_NAV } from './nav-links.ts'

/**
 * Company contacts (address, e-mail, phone as a tel: link and support hours, each only when set),
 * legal links and the disclaimer, all from the public settings an admin edits at /admin/settings.
 */
export function SiteFooter({ company }: { company: PublicSettings['company'] | undefined }) {
  return (
    <footer className="bg-navy-950 text-navy-100">
      {company ? (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
          <div className="grid content-start gap-3">
            <p className="text-lg font-bold text-white">{company.name}</p>
            <address className="grid gap-2 text-sm not-italic">
              <span className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {company.address}
              </span>
              <a
                href={`mailto:${company.supportEmail}`}
                className="flex items-center gap-2 break-all text-white underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {company.supportEmail}
              </a>
              {company.supportPhone ? (
                <a
                  href={`tel:${telephoneHref(company.supportPhone)}`}
                  className="flex items-center gap-2 text-white underline"
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {company.supportPhone}
                </a>
              ) : null}
              {company.hours ? (
                <span className="flex items-start gap-2">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>Support hours: {company.hours}</span>
                </span>
              ) : null}
            </address>
          </div>
          <FooterLinks label="Legal" items={LEGAL_NAV} />
          <FooterLinks label="Affiliates" items={AFFILIATE_NAV} />
          <div className="grid gap-2 border-t border-white/15 pt-6 text-xs leading-relaxed md:col-span-3">
            <p>
              {company.name} is a document-preparation service, not a law firm. We do not give legal advice,
              using our service does not create an attorney-client relationship, and no outcome is guaranteed.
            </p>
            <p>
              © {new Date().getFullYear()} {company.name}
            </p>
          </div>
        </div>
      ) : (
        <div className="min-h-48" />
      )}
    </footer>
  )
}

function FooterLinks({ label, items }: { label: string; items: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="text-white underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

// A tel: link wants the digits (and a leading +) only; the shown number keeps its formatting.
function telephoneHref(phone: string): string {
  return phone.replace(/[^\d+]/g, '')
}
