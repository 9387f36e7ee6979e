import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonVariants } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { qrPath } from '../qr-path.ts'

const MARGIN = 4

type Qr = { size: number; path: string }

/** A QR code of `value` drawn as one SVG path, with a link to download it as an SVG file. */
export function QrCode({ value, label, fileName }: { value: string; label: string; fileName: string }) {
  const [qr, setQr] = useState<Qr | null>(null)

  useEffect(() => {
    let isCurrent = true
    // The encoder is loaded with the first code shown, not with the page.
    void import('qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' })
      const path = qrPath(modules.size, (row, column) => Boolean(modules.get(row, column)), MARGIN)
      if (isCurrent) setQr({ size: modules.size + 2 * MARGIN, path })
    })
    return () => {
      isCurrent = false
    }
  }, [value])

  if (!qr) return <Spinner label="Drawing the QR code…" className="size-48 py-0" />
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.path}" fill="#000"/></svg>`
  return (
    <div className="grid justify-items-center gap-3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="size-48 rounded-md bg-white ring-1 ring-navy-100"
      >
        <path d={qr.path} className="fill-black" />
      </svg>
      <a
        href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        download={fileName}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Download aria-hidden="true" />
        Download QR code
      </a>
    </div>
  )
}
