import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { trackingLinks } from '../referral-link.ts'
import { QrCode } from './qr-code.tsx'

/** The affiliate's two links with copy buttons, and the QR code of the short one. */
export function TrackingLinksPanel({ code, cookieDays }: { code: string; cookieDays: number }) {
  const links = trackingLinks(window.location.origin, code)
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
      <Card className="grid content-start gap-5">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold text-navy-950">Your tracking links</h2>
          <p className="text-navy-700">
            Share either link. A visitor who buys within {cookieDays} days of clicking it counts as your sale;
            if they clicked several affiliates&apos; links, the last click wins.
          </p>
        </div>
        <CopyField label="Short link" value={links.short} />
        <CopyField label="Site link with your code" value={links.query} />
      </Card>
      <Card className="grid content-start justify-items-center gap-3">
        <h2 className="text-lg font-semibold text-navy-950">QR code</h2>
        <p className="max-w-56 text-center text-sm text-navy-700">
          For flyers and screens: it opens your short link.
        </p>
        <QrCode
          value={links.short}
          label={`QR code of your short link ${links.short}`}
          fileName={`referral-qr-${code}.svg`}
        />
      </Card>
    </div>
  )
}

/** A read-only link with a button that copies it, confirming for screen readers too. */
function CopyField({ label, value }: { label: string; value: string }) {
  const [isCopied, setIsCopied] = useState(false)
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setIsCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setIsCopied(false), 2000)
    } catch {
      // No clipboard access (an old browser or a refused permission): select it for a manual copy.
      inputRef.current?.select()
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-w-0 font-mono text-sm"
        />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{isCopied ? 'Copied' : 'Copy'}</span>
          <span className="sr-only">{` ${label.toLowerCase()}`}</span>
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {isCopied ? 'Link copied to the clipboard.' : ''}
      </p>
    </div>
  )
}
