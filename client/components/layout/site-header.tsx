import { Menu, ShieldCheck, X } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { pagePaths } from '#client/lib/paths.ts'
import { AccountActions, type SessionState } from './account-actions.tsx'
import { MAIN_NAV, SUPPORT_NAV } from './nav-links.ts'

const MOBILE_MENU_ID = 'mobile-menu'

type SiteHeaderProps = { companyName: string | undefined; session: SessionState; banner: ReactNode }

/**
 * The site header. On small screens the navigation folds into a disclosure rather than a modal
 * dialog: Radix's dialog locks scrolling with an injected <style> element, which our CSP refuses.
 */
export function SiteHeader({ companyName, session, banner }: SiteHeaderProps) {
  const { pathname } = useLocation()
  // Remembering the page the menu was opened on closes it by itself when the page changes.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null)
  const isMenuOpen = menuOpenedOn === pathname
  const closeMenu = () => setMenuOpenedOn(null)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isMenuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpenedOn(null)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isMenuOpen])

  return (
    <header>
      {banner}
      <div className="border-b border-navy-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link
            to={pagePaths.home}
            className="flex items-center gap-2 rounded text-lg font-bold text-navy-900"
          >
            <ShieldCheck aria-hidden="true" className="size-7 text-navy-700" />
            {companyName ?? <span className="sr-only">Home</span>}
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-6">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountActions session={session} className="hidden lg:flex" />
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Main menu"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6!" />
            ) : (
              <Menu aria-hidden="true" className="size-6!" />
            )}
          </Button>
        </div>
        {isMenuOpen ? <MobileMenu session={session} onNavigate={closeMenu} /> : null}
      </div>
    </header>
  )
}

function MobileMenu({ session, onNavigate }: { session: SessionState; onNavigate: () => void }) {
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="border-t border-navy-100 bg-white lg:hidden">
      <MenuLinks
        items={MAIN_NAV.filter((item) => item.isInMobileMenu)}
        onNavigate={onNavigate}
        className="px-4 py-2"
        linkClassName="text-base text-navy-900"
      />
      <MenuLinks
        label="Help"
        items={SUPPORT_NAV}
        onNavigate={onNavigate}
        className="grid-cols-2 border-t border-navy-100 px-4 py-2"
        linkClassName="text-sm text-navy-800"
      />
      <AccountActions session={session} className="mx-auto max-w-6xl px-4 pb-4 [&>*]:flex-1" />
    </nav>
  )
}

function MenuLinks({
  label,
  items,
  onNavigate,
  className,
  linkClassName,
}: {
  label?: string
  items: readonly { label: string; to: string }[]
  onNavigate: () => void
  className: string
  linkClassName: string
}) {
  return (
    <ul aria-label={label} className={cn('mx-auto grid max-w-6xl', className)}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={cn('block rounded px-2 py-3 font-medium hover:bg-navy-50', linkClassName)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded text-sm font-medium text-navy-800 underline-offset-8 hover:text-navy-950 hover:underline',
    isActive && 'text-navy-950 underline decoration-amber-500 decoration-2',
  )
}
