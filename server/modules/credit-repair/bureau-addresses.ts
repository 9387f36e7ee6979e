import type { Bureau } from '#shared/domain/credit-repair.ts'

/**
 * Where each bureau takes disputes by mail, with the page it was read from and the day it was
 * checked (docs/decisions/044-credit-repair.md). The pages were read on 2026-11-27 from stored
 * copies of them; the copies carry no date of their own.
 *
 * - Equifax: confirmed on Equifax's own "dispute by mail" help page.
 * - TransUnion: TransUnion's own disputes FAQ gives "TransUnion LLC, Consumer Dispute Center,
 *   P.O. Box 2000, Chester, PA 19022", which is what we print. Equifax's page (and most guides) give
 *   "TransUnion Consumer Solutions, P.O. Box 2000, Chester, PA 19016" instead: same box, another ZIP.
 * - Experian: NOT confirmed on Experian's own dispute page (it was not found). Equifax's page gives
 *   "P.O. Box 4500, Allen, TX 75013", which we print; Experian's annual-credit-report FAQ gives
 *   "P.O. Box 9701, Allen, TX 75013". Both boxes are Experian's in Allen, Texas; confirm on
 *   experian.com before launch.
 */
export type BureauAddress = {
  bureau: Bureau
  /** The lines of the envelope and the letter's inside address, name first. */
  lines: readonly string[]
  source: {
    url: string
    /** 'YYYY-MM-DD' */
    checkedOn: string
    /** The bureau's own page states this address. */
    isConfirmedByBureau: boolean
    /** Another address a credible source gives for the same purpose, kept so a reviewer sees the conflict. */
    conflictingAddress: string | null
  }
}

export const BUREAU_ADDRESSES: Record<Bureau, BureauAddress> = {
  EQUIFAX: {
    bureau: 'EQUIFAX',
    lines: ['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374-0256'],
    source: {
      url: 'https://www.equifax.com/personal/help/article-list/-/h/a/mail-in-credit-report-dispute/',
      checkedOn: '2026-11-27',
      isConfirmedByBureau: true,
      conflictingAddress: null,
    },
  },
  EXPERIAN: {
    bureau: 'EXPERIAN',
    lines: ['Experian', 'P.O. Box 4500', 'Allen, TX 75013'],
    source: {
      url: 'https://www.equifax.com/personal/help/article-list/-/h/a/mail-in-credit-report-dispute/',
      checkedOn: '2026-11-27',
      isConfirmedByBureau: false,
      conflictingAddress:
        'Experian, P.O. Box 9701, Allen, TX 75013 (https://www.experian.com/blogs/ask-experian/acr-faqs/acr-filing-a-dispute/)',
    },
  },
  TRANSUNION: {
    bureau: 'TRANSUNION',
    lines: ['TransUnion LLC', 'Consumer Dispute Center', 'P.O. Box 2000', 'Chester, PA 19022'],
    source: {
      url: 'https://www.transunion.com/personal-credit/customer-support/faqs/credit-disputes.page',
      checkedOn: '2026-11-27',
      isConfirmedByBureau: true,
      conflictingAddress:
        'TransUnion Consumer Solutions, P.O. Box 2000, Chester, PA 19016 (https://www.equifax.com/personal/help/article-list/-/h/a/mail-in-credit-report-dispute/)',
    },
  },
}
