/**
 * What stands below the hero while the prices load in the browser: blocks in the frames of the VIP
 * banner and the pricing section, sized like their text at each breakpoint, so that the page does
 * not jump when the figures arrive. (Server-rendered pages come with the figures and skip this.)
 */
export function LandingSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading prices…</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:gap-6">
            <div className="size-14 shrink-0 rounded-full bg-amber-200" />
            <div className="grid grow gap-1">
              <div className="h-16 w-80 max-w-full rounded bg-amber-200 sm:h-8" />
              <div className="h-[4.5rem] max-w-3xl rounded bg-amber-100 md:h-12" />
            </div>
            <div className="h-11 w-36 shrink-0 rounded-full bg-amber-200" />
          </div>
        </div>
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:py-20">
          <div className="grid max-w-3xl gap-3">
            <div className="h-5 w-24 rounded bg-navy-100" />
            <div className="h-9 w-80 max-w-full rounded bg-navy-100 sm:h-10" />
            <div className="h-[8.75rem] rounded bg-navy-50 sm:h-[5.25rem] xl:h-14" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {['state', 'federal', 'bundle', 'vip'].map((card) => (
              <div
                key={card}
                className="h-[36rem] rounded-xl bg-navy-50 ring-1 ring-navy-100 sm:h-[38.5rem] lg:h-[29rem] xl:h-[46rem]"
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}
