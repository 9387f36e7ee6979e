/** 'Case #' and the first 8 characters of the id in capitals, as every view names a case. */
export function caseNumber(caseId: string): string {
  return `Case #${caseId.slice(0, 8).toUpperCase()}`
}
