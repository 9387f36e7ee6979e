import { z } from 'zod'

/**
 * The one text rule every field follows (docs/decisions/016-one-path-one-text-rule.md): no control
 * characters and no lone surrogates. Multi-line fields (the ones shown as text areas) may also hold
 * newlines, tabs and the carriage return of a CRLF line ending; single-line fields may not.
 */
export type TextKind = 'singleLine' | 'multiLine'

export const TEXT_MESSAGES = {
  control: 'Remove the hidden control characters from this text.',
  lineBreak: 'This field must be on one line.',
  brokenCharacter: 'This text contains a broken character. Please type it again.',
} as const

/** The plain-words reason `value` breaks the text rule for a field of `kind`, or null when it keeps it. */
export function findTextProblem(value: string, kind: TextKind): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++
        continue
      }
      return TEXT_MESSAGES.brokenCharacter
    }
    if (code >= 0xdc00 && code <= 0xdfff) return TEXT_MESSAGES.brokenCharacter
    // C0 controls, DEL and the C1 controls (Unicode category Cc).
    if (code > 0x1f && code !== 0x7f && (code < 0x80 || code > 0x9f)) continue
    if (code === 0x0a || (code === 0x0d && value.charCodeAt(i + 1) === 0x0a)) {
      if (kind === 'multiLine') continue
      return TEXT_MESSAGES.lineBreak
    }
    if (code === 0x09 && kind === 'multiLine') continue
    return TEXT_MESSAGES.control
  }
  return null
}

type StringParams = Parameters<typeof z.string>[0]

function ruledText(kind: TextKind, params?: StringParams) {
  return z.string(params).superRefine((value, ctx) => {
    const problem = findTextProblem(value, kind)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/**
 * The text without the control characters the text rule refuses (C0, DEL and C1; tab and line
 * feed kept when `keepTabsAndLines`), for text that arrives outside a JSON body (file names of a
 * multipart upload, the body of an e-mail) and is cleaned rather than refused.
 */
export function removeControlCharacters(value: string, keepTabsAndLines = false): string {
  let kept = ''
  for (const char of value) {
    const code = char.charCodeAt(0)
    const isControl = code <= 0x1f || (code >= 0x7f && code <= 0x9f)
    if (!isControl || (keepTabsAndLines && (code === 0x09 || code === 0x0a))) kept += char
  }
  return kept
}

/**
 * The bidirectional controls: the embeddings and overrides U+202A-U+202E, the isolates
 * U+2066-U+2069 and the marks U+200E, U+200F and U+061C. Invisible, they reorder the text around
 * them, so a name or a file name can read as something else ('invoice\u202Efdp.exe' shows as
 * 'invoiceexe.pdf'); they are removed, not refused (docs/decisions/060-upload-checks-round-3.md).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The text without its bidirectional controls. */
export function removeBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '')
}

/** A one-line text field (names, subjects, titles): the text rule with no line breaks or tabs. */
export function singleLineText(params?: StringParams) {
  return ruledText('singleLine', params)
}

/** A text-area field (messages, descriptions, charges): the text rule with newlines and tabs allowed. */
export function multiLineText(params?: StringParams) {
  return ruledText('multiLine', params)
}
