import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx'

/**
 * A section link; `end` when only the exact path is that section (the dashboard at /admin);
 * `count` with its words for screen readers (e.g. 3, 'unread') when something waits there.
 */
export type AdminNavLink = {
  label: string
  to: string
  end?: boolean
  count?: { value: number; noun: string }
}

type AdminFrameProps = {
  companyName: string | undefined
  /** Where the product name leads (the back office's first page). */
  homeTo: string
  /** The back office's sections; none while nobody is signed in. */
  links: readonly AdminNavLink[]
  /** The header's right-hand side: the signed-in admin and Sign out. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * The back office's frame: the product name, the sections and the account actions above the page.
 * Kept small on purpose; each back-office area adds its link to `links`.
 */
export function AdminFrame({ companyName, homeTo, links, actions, children }: AdminFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-navy-50 text-navy-950">
      <SkipLink />
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to={homeTo} className="flex items-center gap-2 rounded font-bold">
            <ShieldCheck aria-hidden="true" className="size-6" />
            <span>{companyName ?? 'Back office'}</span>
            <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
              Admin
            </span>
          </Link>
          {links.length > 0 ? (
            // On a phone the sections take their own row under the name and the account actions.
            <nav aria-label="Back office" className="order-last w-full sm:order-none sm:w-auto sm:grow">
              <ul className="flex flex-wrap items-center gap-4">
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={navLinkClass}>
                      {link.label}
                      {link.count && link.count.value > 0 ? (
                        <span className="ml-1.5 rounded-full bg-white px-1.5 py-0.5 text-xs font-bold text-navy-900 no-underline">
                          {link.count.value}
                          <span className="sr-only"> {link.count.noun}</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto">{actions}</div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex grow flex-col outline-none">
        {children}
      </main>
    </div>
  )
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded px-1 py-1 text-sm font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline',
    isActive && 'text-white underline',
  )
}
