import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pagePaths } from '#client/lib/paths.ts'

/** The navy band at the top of a public page: the back link to the home page, the h1 and its intro. */
export function PageHero({ heading, intro }: { heading: string; intro: ReactNode }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10 sm:py-14">
        <Link
          to={pagePaths.home}
          className="flex items-center gap-1.5 justify-self-start rounded text-sm font-semibold text-navy-100 underline underline-offset-4 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        <p className="max-w-3xl text-lg text-navy-100">{intro}</p>
      </div>
    </header>
  )
}
