import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-path.ts'

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle, offset by the margin', () => {
    const grid = [
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ]
    const path = qrPath(3, (row, column) => grid[row]![column] === 1, 4)
    expect(path).toBe('M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z')
  })

  it('draws nothing for an all-light grid', () => {
    expect(qrPath(2, () => false)).toBe('')
  })
})
