import sharp from 'sharp'
import { getDocumentProxy } from 'unpdf'
import {
  cleanFilename,
  EXTENSIONS_BY_CONTENT_TYPE,
  FILE_LIMITS,
  fileExtension,
  type UploadContentType,
} from '#shared/domain/uploads.ts'
import { scanPdf } from './pdf-active-content.ts'

export type InspectedFile =
  | {
      ok: true
      contentType: UploadContentType
      /** The extension the content calls for ('.pdf', '.png', '.jpg' or '.jpeg'). */
      extension: string
      /** The name to store: the given one cleaned (`cleanFilename`), with the extension the content calls for. */
      filename: string
      /** Pages of a PDF, or null for an image. */
      pageCount: number | null
      /** Pixel size of an image, or null for a PDF. */
      width: number | null
      height: number | null
    }
  | { ok: false; issues: string[] }

/** A photo or scan smaller than this on either side is too small to read (docs/decisions/023). */
export const MIN_IMAGE_SIDE_PX = 300
/** Larger images are refused before decoding, so one file cannot take the server's memory. */
export const MAX_IMAGE_PIXELS = 100_000_000

export const FILE_ISSUES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 10 MB.',
  program: 'The file is a program, not a document. Upload a PDF, PNG or JPEG.',
  archive: 'The file is an archive. Upload each document as a PDF, PNG or JPEG instead.',
  otherType: 'The file is not a PDF, PNG or JPEG (its content was checked, not its name).',
  pdfPassword: 'The PDF is protected by a password. Upload a copy without the password.',
  pdfBroken: 'The PDF could not be opened: it is damaged or incomplete. Save or scan it again.',
  pdfNoPages: 'The PDF has no pages.',
  pdfActiveContent:
    'This PDF contains scripts, automatic actions or attached files, which we cannot accept. Please print it to PDF again or upload a photo or scan.',
  pdfUncheckable:
    'This PDF is built in a way we cannot check for scripts, so we cannot accept it. Please print it to PDF again or upload a photo or scan.',
  imageBroken: 'The image could not be read: it is damaged or incomplete. Take or save it again.',
  imageTooSmall: `The image is too small to read: it must be at least ${MIN_IMAGE_SIDE_PX} by ${MIN_IMAGE_SIDE_PX} pixels.`,
  imageTooBig: 'The image has too many pixels to process. Upload a smaller photo or scan.',
} as const

type Sniffed = UploadContentType | 'program' | 'archive' | 'other'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte)

const PDF_MARKER = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/**
 * What the bytes are, by their signature. A PDF may carry junk before its header (readers look in
 * the first 1024 bytes), but never a program's or an archive's signature; everything else must
 * start with its signature.
 */
export function sniffContentType(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, PDF_MARKER)) return 'application/pdf'
  if (
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(bytes, [0x4d, 0x5a]) || // MZ: Windows PE, DOS
    startsWith(bytes, [0x23, 0x21]) || // #! script
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O 64
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) || // Mach-O 32
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O universal, Java class
    startsWith(bytes, [0x00, 0x61, 0x73, 0x6d]) // WebAssembly
  ) {
    return 'program'
  }
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || // zip (and docx, jar, apk)
    startsWith(bytes, [0x1f, 0x8b]) || // gzip
    startsWith(bytes, [0x52, 0x61, 0x72, 0x21]) || // rar
    startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf]) // 7z
  ) {
    return 'archive'
  }
  const head = Math.min(bytes.length - PDF_MARKER.length, 1024)
  for (let i = 1; i <= head; i++) if (startsWith(bytes, PDF_MARKER, i)) return 'application/pdf'
  return 'other'
}

export type InspectOptions = {
  /**
   * The caller has no further use for the bytes: a PDF is handed to the reader without a copy and
   * its buffer is left detached (empty). Saves a copy of a 10 MB file per upload.
   */
  mayTakeBytes?: boolean
}

/**
 * Checks an uploaded file: its type decided by its content (never its name or declared type), the
 * size limit, and that it really is what it claims: a PDF must open and have a page, an image must
 * decode completely and be large enough to read. Issues are plain sentences for the customer.
 */
export async function inspectFile(
  bytes: Uint8Array,
  filename: string,
  options: InspectOptions = {},
): Promise<InspectedFile> {
  if (bytes.byteLength === 0) return { ok: false, issues: [FILE_ISSUES.empty] }
  if (bytes.byteLength > FILE_LIMITS.maxBytes) return { ok: false, issues: [FILE_ISSUES.tooLarge] }

  const sniffed = sniffContentType(bytes)
  if (sniffed === 'program') return { ok: false, issues: [FILE_ISSUES.program] }
  if (sniffed === 'archive') return { ok: false, issues: [FILE_ISSUES.archive] }
  if (sniffed === 'other') return { ok: false, issues: [FILE_ISSUES.otherType] }

  const checked = sniffed === 'application/pdf' ? await checkPdf(bytes, options) : await checkImage(bytes)
  if (!checked.ok) return checked

  const name = cleanFilename(filename)
  const extension = extensionFor(sniffed, name)
  return {
    ok: true,
    contentType: sniffed,
    extension,
    filename: withExtension(name, extension),
    pageCount: checked.pageCount,
    width: checked.width,
    height: checked.height,
  }
}

type Checked =
  | { ok: true; pageCount: number | null; width: number | null; height: number | null }
  | { ok: false; issues: string[] }

async function checkPdf(bytes: Uint8Array, { mayTakeBytes = false }: InspectOptions): Promise<Checked> {
  // A PDF ends with its trailer; a file cut short in transfer has none, even when a lenient reader
  // could rebuild some of it.
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-1024)
  if (!tail.includes('%%EOF', 0, 'latin1')) return { ok: false, issues: [FILE_ISSUES.pdfBroken] }
  // Read before pdf.js takes the bytes (docs/decisions/060-upload-checks-round-3.md).
  const scan = scanPdf(bytes)
  if (scan.activeContent) return { ok: false, issues: [FILE_ISSUES.pdfActiveContent] }
  if (scan.hasUnreadableParts && !scan.isEncrypted) {
    return { ok: false, issues: [FILE_ISSUES.pdfUncheckable] }
  }
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // pdf.js takes the buffer it is given (it is detached afterwards): a copy, unless the caller
    // gave the bytes up.
    pdf = await getDocumentProxy(mayTakeBytes ? bytes : new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: true,
    })
    if (pdf.numPages < 1) return { ok: false, issues: [FILE_ISSUES.pdfNoPages] }
    await pdf.getPage(1)
    if (await hasActiveContentByReader(pdf, scan.hasUnreadableParts)) {
      return { ok: false, issues: [FILE_ISSUES.pdfActiveContent] }
    }
    return { ok: true, pageCount: pdf.numPages, width: null, height: null }
  } catch (error) {
    const name = (error as { name?: string } | null)?.name
    return {
      ok: false,
      issues: [name === 'PasswordException' ? FILE_ISSUES.pdfPassword : FILE_ISSUES.pdfBroken],
    }
  } finally {
    await pdf?.destroy().catch(() => undefined)
  }
}

/**
 * The reader's own view of the objects it reached through the cross-reference table, beside the
 * scan's reading: scripts of the document and files attached to it; with `everyPage` (an encrypted
 * file whose object streams the scan could not read), each page's scripts and annotations too.
 */
async function hasActiveContentByReader(
  pdf: Awaited<ReturnType<typeof getDocumentProxy>>,
  everyPage: boolean,
): Promise<boolean> {
  const [scripts, attachments] = await Promise.all([pdf.getJSActions(), pdf.getAttachments()])
  if (isSomething(scripts) || isSomething(attachments)) return true
  if (!everyPage) return false
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const [pageScripts, annotations] = await Promise.all([page.getJSActions(), page.getAnnotations()])
    if (isSomething(pageScripts)) return true
    for (const annotation of annotations as { actions?: unknown; attachment?: unknown; subtype?: string }[]) {
      if (isSomething(annotation.actions) || annotation.attachment) return true
      if (annotation.subtype === 'RichMedia' || annotation.subtype === 'FileAttachment') return true
    }
  }
  return false
}

const isSomething = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'object' || Object.keys(value).length > 0)

async function checkImage(bytes: Uint8Array): Promise<Checked> {
  let width: number
  let height: number
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    width = metadata.autoOrient.width
    height = metadata.autoOrient.height
  } catch {
    return { ok: false, issues: [FILE_ISSUES.imageBroken] }
  }
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, issues: [FILE_ISSUES.imageTooBig] }
  try {
    // Decoding every pixel proves the image is whole; shrinking while decoding keeps the memory a
    // large photo takes small (JPEG decodes at 1/8 scale directly).
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer()
  } catch {
    return { ok: false, issues: [FILE_ISSUES.imageBroken] }
  }
  if (Math.min(width, height) < MIN_IMAGE_SIDE_PX) return { ok: false, issues: [FILE_ISSUES.imageTooSmall] }
  return { ok: true, pageCount: null, width, height }
}

function extensionFor(contentType: UploadContentType, filename: string): string {
  const given = fileExtension(filename)
  const allowed: readonly string[] = EXTENSIONS_BY_CONTENT_TYPE[contentType]
  return allowed.includes(given) ? given : allowed[0]!
}

/** The name with the extension the content calls for: 'scan.pdf' holding a PNG is stored as 'scan.png'. */
function withExtension(base: string, extension: string): string {
  const given = fileExtension(base)
  if (given === extension) return base
  const known = (FILE_LIMITS.extensions as readonly string[]).includes(given)
  return `${known ? base.slice(0, -given.length) : base}${extension}`
}
