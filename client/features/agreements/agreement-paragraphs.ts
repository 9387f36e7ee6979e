export type AgreementParagraph = { text: string; isHeading: boolean }

const HEADING_MAX_LENGTH = 80

/**
 * The agreement's plain text as paragraphs (separated by blank lines). A short paragraph written
 * in capitals is a heading; the long capitalised statements the law requires stay paragraphs.
 */
export function agreementParagraphs(text: string): AgreementParagraph[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({
      text: paragraph,
      isHeading:
        paragraph.length <= HEADING_MAX_LENGTH &&
        !paragraph.includes('\n') &&
        /[A-Z]/.test(paragraph) &&
        paragraph === paragraph.toUpperCase(),
    }))
}
