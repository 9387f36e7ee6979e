import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'

export function HomeRoute() {
  return (
    <section aria-labelledby="hero-title" className="flex grow items-center bg-navy-900 text-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:py-28">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Restore Your Federal Gun Rights
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">
          Online document preparation for people with past convictions: check your eligibility, get your
          petition prepared, and follow your case until it is submitted.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={pagePaths.startFederal}>
              Start My Federal Case
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <Link to={plannedPaths.pricing}>View All Services &amp; Pricing</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
