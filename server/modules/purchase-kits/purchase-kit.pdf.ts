import { NOTE_COLOR, startPdf, stampFooters } from '#server/lib/pdf-writer.ts'
import type { PurchaseKitContent } from './purchase-kit.content.ts'

/** The first-purchase kit as a PDF: its sections in order, then a checklist to tick by hand. */
export async function renderPurchaseKitPdf(
  content: PurchaseKitContent,
  generatedAt: Date,
): Promise<Uint8Array> {
  const {
    pdf,
    fonts,
    writer: w,
  } = await startPdf({
    title: `${content.title} for case #${content.caseNumber}`,
    author: content.companyName,
    producer: content.companyName,
    createdAt: generatedAt,
  })

  w.text(content.title, { bold: true, size: 20, space: 0 })
  w.text(`Prepared by ${content.companyName} for ${content.fullName}`, { size: 11, space: 8 })
  w.text(`Case #${content.caseNumber} - prepared on ${content.dated}`, { size: 11, space: 2 })
  w.rule()
  w.text(content.intro, { space: 10 })

  for (const section of content.sections) {
    w.heading(section.heading)
    for (const paragraph of section.paragraphs) w.text(paragraph, { space: 6 })
    for (const step of section.steps) w.text(`- ${step}`, { indent: 10, space: 4 })
  }

  w.newPage()
  w.heading('Checklist', 14)
  w.text('Tick each line as you go, and keep this page with your papers.', { space: 4, color: NOTE_COLOR })
  for (const item of content.checklist) w.text(`[  ] ${item}`, { space: 10 })
  w.text(
    `${content.companyName} is a document-preparation service, not a law firm: this kit is general information, not legal advice.`,
    { space: 18, size: 8.5, color: NOTE_COLOR },
  )

  stampFooters(
    w,
    pdf,
    fonts,
    (page) => `${content.companyName} - ${content.title} - case #${content.caseNumber} - ${page}`,
  )
  return pdf.save()
}
