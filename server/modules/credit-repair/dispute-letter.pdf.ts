import { MARK_COLOR, NOTE_COLOR, startPdf, stampFooters } from '#server/lib/pdf-writer.ts'
import type { LetterContent } from './dispute-letter.ts'

export type RenderedLetter = { bytes: Uint8Array; pageCount: number }

/** Said under the signature line, in the mark colour, so the customer does not mail it unsigned. */
export const SIGN_HERE_MARK = 'Sign here in ink before you mail this letter.'

/** A letter as a PDF on US Letter pages: the letter itself, then a page on how to mail it. */
export async function renderLetterPdf(
  letter: LetterContent,
  options: { companyName: string; generatedAt: Date },
): Promise<RenderedLetter> {
  const {
    pdf,
    fonts,
    writer: w,
  } = await startPdf({
    title: letter.title,
    author: letter.sender.fullName,
    producer: options.companyName,
    createdAt: options.generatedAt,
  })

  w.text(letter.sender.fullName, { bold: true, space: 0 })
  w.text(letter.sender.addressLines.join('\n'), { space: 0 })
  w.text(letter.dated, { space: 16 })
  w.text(letter.recipientLines.join('\n'), { space: 16 })
  w.text(`Re: ${letter.subject}`, { bold: true, space: 16 })
  w.space(4)
  for (const row of letter.identification) w.text(`${row.label}: ${row.value}`, { space: 2 })
  w.text('Dear Sir or Madam:', { space: 14 })
  for (const paragraph of letter.opening) w.text(paragraph, { space: 9 })
  for (const item of letter.items) {
    w.text(item.heading, { bold: true, space: 10 })
    for (const line of item.lines) w.text(line, { indent: 14, space: 2 })
  }
  for (const paragraph of letter.requests) w.text(paragraph, { space: 9 })
  w.text('Enclosures:', { bold: true, space: 12 })
  for (const enclosure of letter.enclosures) w.text(`- ${enclosure}`, { indent: 10, space: 2 })
  w.text('Sincerely,', { space: 16 })
  w.space(28)
  w.text('______________________________', { space: 0 })
  w.text(letter.signatureName, { space: 2 })
  w.text(SIGN_HERE_MARK, { bold: true, space: 2, size: 9, color: MARK_COLOR })

  w.newPage()
  w.text('How to mail this letter (keep this page)', { bold: true, size: 14, space: 0 })
  letter.mailing.forEach((step, index) => w.text(`${index + 1}. ${step}`, { indent: 6, space: 6 }))
  w.text(
    `${options.companyName} prepares these letters from what you enter; you decide what to dispute and you send them. We are not a law firm and this is not legal advice. A bureau removes or changes only what its investigation finds inaccurate, incomplete or unverifiable.`,
    { space: 16, size: 8.5, color: NOTE_COLOR },
  )

  stampFooters(w, pdf, fonts, (page) => `${letter.title} - ${letter.dated} - ${page}`)
  const bytes = await pdf.save()
  return { bytes, pageCount: pdf.getPageCount() }
}
