import type { PDFFont } from 'pdf-lib'

/** Breaks a line into pieces no wider than maxWidth, at spaces where possible. */
export function wrap(line: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= maxWidth
  const lines: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    const candidate = current ? `${current} ${word}` : word
    if (fits(candidate)) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = word
    // A word wider than the line (a hash, a long reference or address) is cut by characters.
    while (!fits(current)) {
      let cut = current.length - 1
      while (cut > 1 && !fits(current.slice(0, cut))) cut--
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
    }
  }
  lines.push(current)
  return lines
}
