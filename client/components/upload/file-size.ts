/** A file size in the units people read (B, KB, MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** A size limit in whole megabytes, as limits are told ('10 MB'). */
export function formatSizeLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}
