import { removeBidiControls, removeControlCharacters } from './text-fields.ts'

/**
 * The upload limits of the specification, enforced by the uploader in the browser and again by the
 * server (the file inspection decides the type by content, never by name).
 */

/** The content types accepted, each with the extensions a file of that type may carry. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const EXTENSIONS_BY_CONTENT_TYPE = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
} as const satisfies Record<UploadContentType, readonly string[]>

export const FILE_LIMITS = {
  /** 10 MB per file. */
  maxBytes: 10_485_760,
  /** The extensions the file picker offers, in the order the specification lists them. */
  extensions: ['.pdf', '.png', '.jpg', '.jpeg'] as const,
  contentTypes: UPLOAD_CONTENT_TYPES,
  /** How many files one uploader takes at once: by default, on the case page, on the upload page. */
  maxFiles: { default: 1, casePage: 5, uploadPage: 10 },
} as const

/** The `accept` attribute of a file input: the extensions and their content types. */
export const UPLOAD_ACCEPT = [...FILE_LIMITS.extensions, ...UPLOAD_CONTENT_TYPES].join(',')

/** Shown with the issues of a file the server refused. */
export const DOCUMENT_VALIDATION_FAILED = 'Document validation failed'
/** The specification's default upload error, followed by why in every case we can tell. */
export const UPLOAD_FAILED = 'Upload failed.'
/** The file never reached the server (no connection, or a proxy or browser blocked the request). */
export const UPLOAD_NOT_SENT = `${UPLOAD_FAILED} The file did not reach us: check your connection and try again.`
/** A proxy in front of the server refused the size before the server could say why. */
export const UPLOAD_TOO_LARGE = `${UPLOAD_FAILED} The file is larger than the ${FILE_LIMITS.maxBytes / 1_048_576} MB we accept.`
/** The server answered without a reason (it was busy or restarting). */
export const UPLOAD_NOT_TAKEN = `${UPLOAD_FAILED} We could not take the file just now: please try again in a minute.`

/** The extension of a file name, lower case with its dot ('' when it has none). */
export function fileExtension(filename: string): string {
  const match = /\.[A-Za-z0-9]{1,10}$/.exec(filename)
  return match ? match[0].toLowerCase() : ''
}

/** Whether the name's extension is one of the accepted ones (the browser's first check only). */
export function hasAcceptedExtension(filename: string): boolean {
  return (FILE_LIMITS.extensions as readonly string[]).includes(fileExtension(filename))
}

/** The longest file name kept; a longer one keeps its end, where the extension is. */
export const FILENAME_MAX_LENGTH = 200

/**
 * A file name as people sent it, made safe to store and show: no folders, no control characters,
 * no bidirectional controls (which make 'scan\u202Efdp.exe' read as 'scanexe.pdf'), no broken
 * surrogates, at most 200 characters; 'file' when nothing is left. The one sanitiser of every
 * stored upload name (docs/decisions/060-upload-checks-round-3.md).
 */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  const clean = removeBidiControls(removeControlCharacters(base)).trim()
  // Cut before the broken halves go, so a cut through a pair leaves no half behind.
  const kept = clean.length > FILENAME_MAX_LENGTH ? clean.slice(-FILENAME_MAX_LENGTH) : clean
  return (
    kept.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '').trim() ||
    'file'
  )
}
