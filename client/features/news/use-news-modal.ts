import { useRef, useState } from 'react'
import type { NewsEntry } from './news-entry.ts'
import { useRecordNewsClick } from './news.mutations.ts'

/**
 * Which news entry is open in the modal. Opening counts the click (a failure is only logged and
 * the entry opens anyway); closing gives focus back to the control that opened it.
 */
export function useNewsModal() {
  const [entry, setEntry] = useState<NewsEntry | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const { mutate: recordClick } = useRecordNewsClick()

  function open(next: NewsEntry, from: HTMLElement) {
    opener.current = from
    recordClick(next.id)
    setEntry(next)
  }

  function close() {
    setEntry(null)
    opener.current?.focus()
  }

  return { entry, open, close }
}
