/**
 * A code nobody gave words yet, in sentence case: 'NEEDS_INFO' reads 'Needs info'. Every label
 * lookup falls back to it, so a person never reads the raw code (docs/decisions/053-labels-not-codes.md).
 */
export function codeLabel(code: string): string {
  const words = code.replaceAll('_', ' ').replace(/\s+/g, ' ').trim().toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : ''
}
