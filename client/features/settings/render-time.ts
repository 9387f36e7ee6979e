import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * The moment a prerendered page was drawn, handed to the browser in its query cache. What depends on
 * the time (the deadline banner, the footer's year) hydrates as the server drew it, then may move to
 * the browser's own clock: a page cached before the deadline or the new year, or a visitor whose
 * clock is off, hydrates without a mismatch
 * (docs/decisions/057-no-failing-requests-on-normal-visits.md).
 */
export const renderTimeKey = ['render-time'] as const

/** The time the page was drawn at on the server, or, on a page the browser drew itself, now. */
export function useRenderTime(): Date {
  const queryClient = useQueryClient()
  const [at] = useState(() => {
    const renderedAt = queryClient.getQueryData<string>(renderTimeKey)
    return renderedAt ? new Date(renderedAt) : new Date()
  })
  return at
}
