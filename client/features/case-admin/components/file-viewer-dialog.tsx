import { Download, ExternalLink } from 'lucide-react'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'

/** A stored file to look at: its download address (owner and admins only) and what it is. */
export type ViewedFile = { title: string; filename: string; contentType: string; href: string }

/**
 * Shows an uploaded file. Images are drawn inline from the download address (an attachment to
 * the browser, but an <img> reads it all the same). PDFs open in a new tab: the site's CSP allows
 * no frames or plug-ins, which keeps uploaded content from ever running inside the back office.
 */
export function FileViewerDialog({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  const isImage = file?.contentType.startsWith('image/') ?? false
  return (
    <ActionDialog isOpen={file !== null} onClose={onClose} title={file?.title ?? ''} className="max-w-3xl">
      {file ? (
        <div className="grid gap-4">
          <p className="text-sm break-all text-navy-700">{file.filename}</p>
          {isImage ? (
            <img
              src={file.href}
              alt={`${file.title}: ${file.filename}`}
              className="max-h-[65dvh] w-full rounded-md bg-navy-50 object-contain ring-1 ring-navy-100"
            />
          ) : (
            <p className="rounded-md bg-navy-50 p-4 text-sm text-navy-800">
              PDF files open in a new tab (or download, depending on the browser&apos;s settings).
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            {isImage ? null : (
              <Button asChild variant="primary">
                <a href={file.href} target="_blank" rel="noopener noreferrer" data-autofocus>
                  <ExternalLink aria-hidden="true" />
                  Open the PDF in a new tab
                </a>
              </Button>
            )}
            <Button asChild variant="outline">
              <a href={file.href} download={file.filename}>
                <Download aria-hidden="true" />
                Download
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </ActionDialog>
  )
}
