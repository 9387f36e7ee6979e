/** The first eight characters of the id in capitals: how a case is named to people ("#1A2B3C4D"). */
export function caseNumber(caseId: string): string {
  return caseId.slice(0, 8).toUpperCase()
}
