import { readFileSync } from 'node:fs'
import type { BrowserContext } from 'playwright-core'

// Configuration variables are named as operators type them: the back office tells admins which to set.
const SETTING_NAMES = [
  ...readFileSync(new URL('../.env.example', import.meta.url), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm),
].map((match) => match[1]!)

/**
 * The raw-code scan (docs/decisions/053-labels-not-codes.md): every page a journey opens reports the
 * text it shows that reads as a code rather than words: a SNAKE_CASE value ('READY TO_SEND'), an
 * enum word on its own ('INTAKE', 'FEDERAL', 'FAILED'), an ISO date, or a developer's word
 * ('undefined', 'NaN'). Text inside code, pre and kbd elements, file names and the names of
 * configuration variables are meant as they are.
 */
export async function watchRawCodes(context: BrowserContext): Promise<() => string[]> {
  const found = new Set<string>()
  await context.exposeBinding('__reportRawCode', ({ page }, text: string) => {
    found.add(`${new URL(page.url()).pathname}: "${text}"`)
  })
  await context.addInitScript(scanForRawCodes, SETTING_NAMES)
  return () => [...found]
}

function scanForRawCodes(settingNames: string[]) {
  const CODE_WORDS = new Set(
    (
      'INTAKE DOCS FINGERPRINTS READY SUBMITTED DECISION FEDERAL STATE BOTH ELIGIBLE MANUAL REVIEW ' +
      'PENDING PAID DEPOSIT REFUNDED DISPUTED CANCELED CANCELLED SUCCEEDED FAILED VOID VERIFIED ' +
      'PROCESSING REQUIRES INPUT RECEIVED ACCEPTED REJECTED PUBLISHED PLANNED GENERATED POSTED ' +
      'QUEUED SENDING SENT SUBSCRIBED UNSUBSCRIBED BOUNCED GRANTED DENIED USER SYSTEM ADMIN'
    ).split(' '),
  )
  const SNAKE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/
  const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/
  const DEVELOPER = /\bundefined\b|\bNaN\b|\[object Object\]/
  const CAPS_ONLY = /^[A-Z][A-Z_]*(?:[\s-]+[A-Z][A-Z_]*)*$/
  const report = (window as unknown as { __reportRawCode: (text: string) => void }).__reportRawCode

  const FILE_NAME = /[\w.-]+\.(?:pdf|png|jpe?g|webp|gif|mp4|txt|csv|zip|json|xml|eft|nist)\b/gi
  const SETTING = new RegExp(`\\b(?:${settingNames.join('|')})\\b`, 'g')

  const rawCode = (text: string): boolean => {
    const trimmed = text.replace(FILE_NAME, ' ').replace(SETTING, ' ').trim()
    if (!trimmed) return false
    if (SNAKE.test(trimmed) || ISO_DATE.test(trimmed) || DEVELOPER.test(trimmed)) return true
    if (trimmed.length > 40 || !CAPS_ONLY.test(trimmed)) return false
    return trimmed.split(/[\s-]+/).some((word) => CODE_WORDS.has(word))
  }

  const scan = () => {
    if (!document.body) return
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template, code, pre, kbd, samp')) continue
      const text = node.nodeValue ?? ''
      if (rawCode(text)) report(text.trim().slice(0, 80))
    }
  }

  let pending: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(pending)
    pending = setTimeout(scan, 150)
  }
  document.addEventListener('DOMContentLoaded', () => {
    scan()
    new MutationObserver(schedule).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}
