/**
 * The SVG path of a QR code's dark modules, one unit per module, `margin` units of quiet zone
 * around it: one 'M x y h1 v1 h-1 z' square per module, joined along each row where they touch.
 */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean, margin = 4): string {
  const runs: string[] = []
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!isDark(row, column)) {
        column += 1
        continue
      }
      const start = column
      while (column < size && isDark(row, column)) column += 1
      runs.push(`M${start + margin} ${row + margin}h${column - start}v1h-${column - start}z`)
    }
  }
  return runs.join('')
}
