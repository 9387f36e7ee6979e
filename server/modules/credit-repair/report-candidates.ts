import { getDocumentProxy } from 'unpdf'
import type { CandidateItem } from '#shared/contracts/credit-repair.contract.ts'
import type { Bureau, CreditItemType } from '#shared/domain/credit-repair.ts'

/** Pages of a report read for candidates: reports run long, the accounts come early. */
const PAGES_READ = 40
const MAX_CANDIDATES = 50

/**
 * Words that mark a negative line of a credit report, most specific first. Best effort only
 * (docs/decisions/044-credit-repair.md): the customer confirms each candidate and chooses the reason.
 */
const NEGATIVE_WORDS: [RegExp, CreditItemType][] = [
  [/charge[\s-]?off|charged[\s-]off/i, 'CHARGE_OFF'],
  [/collection/i, 'COLLECTION'],
  [/\blate\b|past due|delinquen|\b(?:30|60|90|120) days\b/i, 'LATE_PAYMENT'],
  [/bankruptcy|judgment|tax lien|public record/i, 'PUBLIC_RECORD'],
  [/repossess/i, 'OTHER'],
]

/** An account number written masked ("XXXX1234", "****1234") or after the word account. */
const MASKED_ACCOUNT = /[xX*•]{2,}[\s-]?(\d{2,4})\b/
const ACCOUNT_AFTER_WORD = /\b(?:acct|account|a\/c)\b[^\d\n]{0,20}([\dxX*•][\dxX*•\s-]{1,30}\d)/i
/** Long runs of digits (an account or Social Security number), cut to their last four in what we show. */
const LONG_DIGITS = /\d(?:[ -]?\d){8,}|\d{6,}/g

/** The text of a PDF, line by line; an image or an unreadable PDF gives none. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  let pdf
  try {
    // pdf.js takes the buffer it is given (it is detached afterwards): give it a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false })
  } catch {
    return []
  }
  try {
    const parts: string[] = []
    for (let n = 1; n <= Math.min(pdf.numPages, PAGES_READ); n++) {
      const content = await (await pdf.getPage(n)).getTextContent()
      for (const item of content.items) {
        if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : ' ')
      }
      parts.push('\n')
    }
    return parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
  } finally {
    await pdf.destroy().catch(() => undefined)
  }
}

/** A line with every long number cut to its last four digits. */
export function maskLongNumbers(line: string): string {
  return line.replace(LONG_DIGITS, (run) => `…${run.replace(/\D/g, '').slice(-4)}`)
}

/**
 * The lines of a report that look like a negative item: a creditor's name, the account's last
 * digits when printed, and the kind the negative word suggests. Nothing here is stored.
 */
export function candidateItems(bureau: Bureau, lines: readonly string[]): CandidateItem[] {
  const found: CandidateItem[] = []
  const seen = new Set<string>()
  for (const raw of lines) {
    const negative = NEGATIVE_WORDS.find(([pattern]) => pattern.test(raw))
    if (!negative) continue
    const creditor = creditorOf(raw)
    if (!creditor) continue
    const accountLastDigits = accountDigitsOf(raw)
    const key = `${creditor.toLowerCase()}|${accountLastDigits ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    found.push({
      bureau,
      creditor,
      accountLastDigits,
      type: negative[1],
      line: maskLongNumbers(raw).slice(0, 200),
    })
    if (found.length >= MAX_CANDIDATES) break
  }
  return found
}

function accountDigitsOf(line: string): string | null {
  const masked = MASKED_ACCOUNT.exec(line)
  if (masked) return masked[1]!
  const afterWord = ACCOUNT_AFTER_WORD.exec(line)
  if (!afterWord) return null
  const digits = afterWord[1]!.replace(/\D/g, '')
  return digits.length >= 2 ? digits.slice(-4) : null
}

/** The words before the first digit, account word or negative word: most reports start a line with the creditor. */
function creditorOf(line: string): string | null {
  const stop = line.search(
    /\d|[xX*•]{2,}|\b(?:acct|account|a\/c)\b|:|charge|collection|\blate\b|past due|delinquen/i,
  )
  const head = (stop === -1 ? line : line.slice(0, stop)).replace(/[-–—|,;]+\s*$/, '').trim()
  if (!/[A-Za-z]{2,}/.test(head) || head.length > 100) return null
  return head
}
