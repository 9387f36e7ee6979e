import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import {
  NEWSLETTER_FOOTER_HINT,
  NEWSLETTER_FOOTER_TITLE,
  SUBSCRIBE_CHECK_INBOX,
} from '#shared/contracts/newsletters-texts.ts'
import type { PublicSettings } from '#shared/contracts/settings.contract.ts'
import { ApiError } from '#client/lib/api-error.ts'
import { lazyApi } from '#client/lib/lazy-api.ts'
import { AFFILIATE_NAV, LEGAL_NAV, SUPPORT_NAV } from './nav-links.ts'

/**
 * Company contacts (address, e-mail, phone as a tel: link and support hours, each only when set),
 * legal links and the disclaimer, all from the public settings an admin edits at /admin/settings.
 */
export function SiteFooter({
  company,
  year,
}: {
  company: PublicSettings['company'] | undefined
  /** The year of the page's drawing (its server's, while hydrating). */
  year: number
}) {
  return (
    <footer className="bg-navy-950 text-navy-100">
      {company ? (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr_1fr]">
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
          <FooterLinks label="Help" items={SUPPORT_NAV} />
          <FooterLinks label="Legal" items={LEGAL_NAV} />
          <FooterLinks label="Affiliates" items={AFFILIATE_NAV} />
          <NewsletterSignup />
          <div className="grid gap-2 border-t border-white/15 pt-6 text-xs leading-relaxed md:col-span-4">
            <p>
              {company.name} is a document-preparation service, not a law firm. We do not give legal advice,
              using our service does not create an attorney-client relationship, and no outcome is guaranteed.
            </p>
            <p>
              © {year} {company.name}
            </p>
          </div>
        </div>
      ) : (
        <div className="min-h-48" />
      )}
    </footer>
  )
}

type SignupState = { kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; message: string }

/**
 * The newsletter form (double opt-in: the confirmation link arrives by e-mail). Kept small for the
 * landing page: the contract and zod load on the first submit (docs/decisions/040-email-marketing.md).
 */
function NewsletterSignup() {
  const id = useId()
  const [state, setState] = useState<SignupState>({ kind: 'idle' })
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setState({ kind: 'sending' })
    try {
      await lazyApi(
        () =>
          import('#shared/contracts/newsletters.contract.ts').then((m) => m.newslettersContract.subscribe),
        { body: { email } },
      )
      form.reset()
      setState({ kind: 'done', message: SUBSCRIBE_CHECK_INBOX })
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage
          ? (Object.values(error.fields)[0] ?? error.serverMessage)
          : 'We could not reach the server. Please try again.'
      setState({ kind: 'failed', message })
    }
  }
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 md:col-span-4">
      <h2 id={`${id}-title`} className="font-semibold text-white">
        {NEWSLETTER_FOOTER_TITLE}
      </h2>
      <p className="text-sm">{NEWSLETTER_FOOTER_HINT}</p>
      <form onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-wrap gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address for the newsletter
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 grow rounded-md border border-white/30 bg-white px-3 py-2 text-sm text-navy-950"
        />
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-navy-100 disabled:opacity-70"
        >
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <p
        aria-live="polite"
        className={state.kind === 'failed' ? 'text-sm text-red-200' : 'text-sm text-white'}
      >
        {state.kind === 'done' || state.kind === 'failed' ? state.message : ''}
      </p>
    </section>
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
