import { useCallback, useEffect, useRef, useState } from 'react'

// How long a button shows "Copied" before it reads "Copy" again.
const COPIED_MS = 2500

/**
 * Copies text to the clipboard and reports it: `copiedKey` names what was copied last (for the
 * button that shows it), `announcement` is the sentence a polite live region reads out.
 */
export function useCopyText() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (key: string, text: string, what: string) => {
    clearTimeout(timer.current)
    try {
      if (!navigator.clipboard) throw new Error('No clipboard')
      await navigator.clipboard.writeText(text)
      setCopiedKey(key)
      setAnnouncement(`Copied ${what} to the clipboard.`)
      timer.current = setTimeout(() => setCopiedKey(null), COPIED_MS)
    } catch {
      setCopiedKey(null)
      setAnnouncement(`Could not copy ${what}. Select the text and copy it instead.`)
    }
  }, [])

  return { copy, copiedKey, announcement }
}
