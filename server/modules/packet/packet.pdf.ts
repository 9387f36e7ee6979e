import { PDFDocument } from 'pdf-lib'
import { MARK_COLOR, NOTE_COLOR, type PdfWriter, startPdf, stampFooters } from '#server/lib/pdf-writer.ts'
import { CHECKLIST_STATES, CUSTOMER_MARKS, type PacketContent } from './packet.content.ts'

export type RenderPacketInput = {
  content: PacketContent
  /** The stored signed agreement (a PDF), copied in page by page; null when the case has none. */
  agreementPdf: Uint8Array | null
  generatedAt: Date
}

export type RenderedPacket = { bytes: Uint8Array; pageCount: number; isAgreementAttached: boolean }

/** Said in the packet when the signed agreement cannot be copied in. */
export const AGREEMENT_MISSING_NOTE =
  'Your signed service agreement could not be added to this packet. You can download it from the Documents tab of your case.'

/**
 * The packet as one PDF: a contents page, a cover letter to each filing authority, every official
 * form's fields with their values, the attachment checklist, how and where to file, and the pages
 * of the signed agreement (docs/decisions/025-the-packet.md).
 */
export async function renderPacketPdf({
  content,
  agreementPdf,
  generatedAt,
}: RenderPacketInput): Promise<RenderedPacket> {
  const {
    pdf,
    fonts,
    writer: w,
  } = await startPdf({
    title: `Filing packet for case #${content.caseNumber}`,
    author: content.companyName,
    producer: content.companyName,
    createdAt: generatedAt,
  })

  // Loaded first, so a broken file is known before the contents page names it.
  const agreement = agreementPdf ? await loadAgreement(agreementPdf) : null

  writeContents(w, content, agreement !== null)
  for (const letter of content.letters) {
    w.newPage()
    writeLetter(w, content, letter)
  }
  for (const form of content.forms) {
    w.newPage()
    w.heading(`Form: ${form.title}`, 14)
    w.text(`Filed with: ${form.authorityName}`, { space: 4 })
    if (form.source) w.text(`Where to get the blank form: ${form.source}`, { space: 2, color: NOTE_COLOR })
    w.text('Copy each value below onto the official form. Values in red are for you to complete yourself.', {
      space: 6,
      color: NOTE_COLOR,
    })
    w.rule()
    for (const field of form.fields) {
      w.row(field.label, field.value, { isMarked: field.isMarked })
      if (field.hint) w.text(field.hint, { size: 8, space: 1, color: NOTE_COLOR })
    }
  }

  w.newPage()
  w.heading('Attachment checklist', 14)
  w.text(
    'Attach a copy of each document below to your application. Keep the originals unless an authority asks for them.',
    { space: 4, color: NOTE_COLOR },
  )
  for (const line of content.checklist) {
    w.text(`[${line.state === CHECKLIST_STATES.RECEIVED ? 'x' : ' '}] ${line.label}: ${line.state}`, {
      bold: true,
      space: 10,
    })
    const details = [
      line.isRequired ? null : 'Optional.',
      line.detail,
      line.askedBy ? `Asked for by: ${line.askedBy}.` : null,
    ].filter((part): part is string => part !== null)
    if (details.length > 0) w.text(details.join(' '), { indent: 18, space: 2, size: 9 })
  }

  w.newPage()
  w.heading('How and where to file', 14)
  for (const step of content.filing) {
    w.text(step.authorityName, { bold: true, size: 11, space: 14 })
    w.text(step.address.join('\n'), { indent: 12, space: 3 })
    if (step.website) w.text(`Website: ${step.website}`, { indent: 12, space: 3 })
    w.text(`How to file: ${step.howToFile}`, { indent: 12, space: 5 })
    w.text(`Filing fee: ${step.fee}`, { indent: 12, space: 5 })
    if (step.note) w.text(`Before you send it: ${step.note}`, { indent: 12, space: 5, color: MARK_COLOR })
  }
  if (agreement === null && agreementPdf !== null) {
    w.heading('Your signed service agreement', 12)
    w.text(AGREEMENT_MISSING_NOTE)
  }

  stampFooters(
    w,
    pdf,
    fonts,
    (page) =>
      `${content.companyName} - Filing packet for case #${content.caseNumber} - ${content.dated} - ${page}`,
  )

  if (agreement) {
    const copied = await pdf.copyPages(agreement, agreement.getPageIndices())
    for (const page of copied) pdf.addPage(page)
  }
  const bytes = await pdf.save()
  return { bytes, pageCount: pdf.getPageCount(), isAgreementAttached: agreement !== null }
}

async function loadAgreement(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false })
    // pdf-lib opens some broken files without complaint and fails only once their pages are read.
    return document.getPageCount() > 0 ? document : null
  } catch {
    return null
  }
}

function writeContents(w: PdfWriter, content: PacketContent, hasAgreement: boolean) {
  w.text('Filing packet', { bold: true, size: 20, space: 0 })
  w.text(`Prepared by ${content.companyName} for ${content.applicant.fullName}`, { size: 11, space: 8 })
  w.text(`Case #${content.caseNumber} - prepared on ${content.dated}`, { size: 11, space: 2 })
  w.rule()
  w.heading('What is in this packet')
  const contents = [
    ...content.letters.map((letter) => `Cover letter to ${letter.authorityName}`),
    ...content.forms.map((form) => `Form: ${form.title}`),
    'Attachment checklist',
    'How and where to file',
    ...(hasAgreement ? ['Your signed service agreement'] : []),
  ]
  contents.forEach((item, index) => w.text(`${index + 1}. ${item}`, { indent: 6, space: 3 }))
  w.heading('Before you send anything')
  for (const step of [
    'Read every page and check that each value matches your records.',
    'Complete, sign and (where asked) have notarized everything marked in red. Sign in ink.',
    'Attach the documents on the checklist. Anything marked "Still needed" must be added before you file.',
    'Send each letter, with its form and attachments, to the address under "How and where to file", with the fee.',
    'Keep a copy of everything you send.',
  ]) {
    w.text(`- ${step}`, { indent: 6, space: 3 })
  }
  w.text(
    `${content.companyName} is a document-preparation service, not a law firm: this packet is prepared from your answers and is not legal advice.`,
    { space: 14, size: 8.5, color: NOTE_COLOR },
  )
}

function writeLetter(w: PdfWriter, content: PacketContent, letter: PacketContent['letters'][number]) {
  const { applicant } = content
  w.text(applicant.fullName, { bold: true, space: 0 })
  w.text(
    [...applicant.addressLines, applicant.phone, ...(applicant.email ? [applicant.email] : [])].join('\n'),
    {
      space: 0,
    },
  )
  w.text(content.dated, { space: 18 })
  w.text([letter.authorityName, ...letter.authorityAddress].join('\n'), { space: 18 })
  w.text(letter.subject, { bold: true, space: 18 })
  w.text('Dear Sir or Madam:', { space: 14 })
  for (const paragraph of letter.paragraphs) w.text(paragraph, { space: 9 })
  w.text('Enclosures:', { bold: true, space: 12 })
  for (const enclosure of letter.enclosures) w.text(`- ${enclosure}`, { indent: 10, space: 2 })
  w.text('Respectfully,', { space: 18 })
  w.space(28)
  w.text('______________________________', { space: 0 })
  w.text(applicant.fullName, { space: 2 })
  w.text(CUSTOMER_MARKS.SIGNATURE, { bold: true, space: 2, size: 9, color: MARK_COLOR })
}
