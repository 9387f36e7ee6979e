import { isRouteErrorResponse, useRouteError } from 'react-router'
import { pagePaths } from '#client/lib/paths.ts'

/**
 * Shown when a page throws while rendering. Inside the frame it replaces only the page; when the
 * frame itself failed it stands alone, with its own main landmark.
 */
export function RouteError({ isStandalone = false }: { isStandalone?: boolean }) {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : ''
  const Wrapper = isStandalone ? 'main' : 'div'
  return (
    <Wrapper className="mx-auto grid w-full max-w-xl grow content-center gap-4 px-4 py-20 text-center text-navy-950">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-navy-700">
        This page could not be shown. Please reload it, or go back to the home page.{detail}
      </p>
      <a href={pagePaths.home} className="font-semibold text-navy-800 underline">
        Back to home
      </a>
    </Wrapper>
  )
}
