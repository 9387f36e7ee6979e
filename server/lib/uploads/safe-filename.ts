/**
 * A name safe in a storage key and a header: ASCII letters, digits, dot, dash and underscore;
 * 'file' when nothing is left.
 */
export function safeFilename(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  const safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100)
  return safe || 'file'
}
