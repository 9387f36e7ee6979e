import { caseNumber as shortCaseNumber } from '#shared/domain/case-number.ts'
/** 'Case #' and the first 8 characters of the id in capitals, as every view names a case. */
export function caseNumber(caseId: string): string {
  return `Case #${shortCaseNumber(caseId)}`
}
