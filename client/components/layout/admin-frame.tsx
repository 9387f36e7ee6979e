import { Menu, ShieldCheck, X } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
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

const SECTIONS_ID = 'back-office-sections'

/**
 * The back office's frame: the product name, the sections and the account actions above the page,
 * in one row on a phone too, where the sections fold behind a menu button (a disclosure, as the
 * site header's: Radix's dialog injects a style our CSP refuses). Each back-office area adds its
 * link to `links`.
 */
export function AdminFrame({ companyName, homeTo, links, actions, children }: AdminFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-navy-50 text-navy-950">
      <SkipLink />
      <header className="relative border-b border-navy-800 bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-3 sm:flex-wrap sm:gap-x-6 sm:gap-y-2">
          <Link to={homeTo} className="flex min-w-0 items-center gap-2 rounded font-bold">
            <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
            <span className="truncate">{companyName ?? 'Back office'}</span>
            <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
              Admin
            </span>
          </Link>
          {links.length > 0 ? <Sections links={links} /> : null}
          <div className={cn('shrink-0', links.length > 0 ? 'sm:ml-auto' : 'ml-auto')}>{actions}</div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex grow flex-col outline-none">
        {children}
      </main>
    </div>
  )
}

/**
 * The sections: a row of links from the small breakpoint up; on a phone a menu button that opens
 * them as a list under the header. Escape, a click outside and going to another page close it;
 * Escape gives the focus back to the button.
 */
function Sections({ links }: { links: readonly AdminNavLink[] }) {
  const { pathname } = useLocation()
  // Remembering the page the list was opened on closes it by itself when the page changes.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const isOpen = openedOn === pathname
  const nav = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const waiting = links.reduce((sum, link) => sum + (link.count?.value ?? 0), 0)

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedOn(null)
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenedOn(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen])

  return (
    <nav ref={nav} aria-label="Back office" className="ml-auto sm:ml-0 sm:grow">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={SECTIONS_ID}
        onClick={() => setOpenedOn(isOpen ? null : pathname)}
        className="relative inline-flex size-10 items-center justify-center rounded-md border border-white/40 hover:bg-white/10 sm:hidden"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">Back office menu</span>
        {waiting > 0 ? (
          <span className="absolute -top-1.5 -right-1.5 rounded-full bg-white px-1.5 text-xs font-bold text-navy-900">
            {waiting}
            <span className="sr-only"> waiting</span>
          </span>
        ) : null}
      </button>
      <ul
        id={SECTIONS_ID}
        className={cn(
          'absolute inset-x-0 top-full z-30 grid grid-cols-2 gap-x-4 border-b border-navy-800 bg-navy-900 px-4 pt-1 pb-3 shadow-lg',
          'sm:static sm:flex sm:flex-wrap sm:items-center sm:gap-4 sm:border-0 sm:p-0 sm:shadow-none',
          !isOpen && 'hidden sm:flex',
        )}
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} onClick={() => setOpenedOn(null)} className={navLinkClass}>
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
  )
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded px-1 py-2.5 text-sm font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline sm:inline sm:py-1',
    isActive && 'text-white underline',
  )
}
