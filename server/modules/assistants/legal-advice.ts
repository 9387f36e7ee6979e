// Questions about the asker's own legal position get a fixed answer instead of a retrieved one:
// telling someone whether they are eligible or what to do would be legal advice, which a
// document-preparation service must not give (DECISIONS §5; research/peers.md, the UPL boundary).

const FIREARM = String.raw`(?:guns?|firearms?|rifles?|shotguns?|pistols?|handguns?|weapons?|ammo|ammunition)`
const POSSESS = String.raw`(?:own|buy|possess|carry|have|purchase|keep|get|hold|use|hunt with|go hunting with)`
const PERSONAL_LEGAL = [
  // "Am I eligible?", "Am I allowed to own a gun?", "Do I qualify?"
  String.raw`\b(?:am i|are we)\b.{0,60}\b(?:eligible|qualified|prohibited|banned|barred)\b`,
  String.raw`\b(?:am i|are we)\b.{0,20}\b(?:allowed|permitted|able) to ${POSSESS}\b.{0,30}\b${FIREARM}\b`,
  String.raw`\b(?:do|would|will|could|can|might) i\b.{0,40}\b(?:qualify|be eligible|be approved|be denied|get my rights)\b`,
  String.raw`\b(?:do|would|will|could|can|might) i\b.{0,20}\b(?:be allowed|be able) to ${POSSESS}\b.{0,30}\b${FIREARM}\b`,
  // "Can I own a gun with a felony?", "Is it legal for me to buy a rifle?"
  String.raw`\b(?:can|could|may|am i allowed to|is it legal for me to|would it be legal (?:for me )?to)\s+(?:i\s+)?(?:legally\s+)?${POSSESS}\b.{0,30}\b${FIREARM}\b`,
  String.raw`\bis it legal for me\b`,
  String.raw`\bcan i legally\b`,
  // "What should I do about my DUI?", "Should I apply for a pardon?"
  String.raw`\bwhat (?:should|do you think) i\b.{0,40}\b(?:do|file|apply|say|plead)\b`,
  String.raw`\bshould i\b.{0,40}\b(?:apply|file|petition|plead|appeal|expunge|seek|ask for|tell the court)\b`,
  // "Will my rights be restored?", "What are my chances?", "Does my conviction disqualify me?"
  String.raw`\b(?:will|would|can|could) my\b.{0,40}\b(?:rights|record|conviction|felony|charges?|case|application|petition)\b.{0,40}\b(?:restored|cleared|expunged|approved|granted|denied|qualify|count)\b`,
  String.raw`\b(?:my|our) (?:chances|odds)\b`,
  String.raw`\b(?:does|would|will) my\b.{0,40}\b(?:disqualify|bar|prohibit|ban|stop)\b`,
  String.raw`\bi (?:was|got|am being|have been) (?:convicted|charged|arrested|sentenced)\b.{0,120}\b(?:can|could|am|do|will|would|should)\s+i\b`,
  String.raw`\b(?:i have|i've got|i got) (?:a |an |two |several |multiple )?(?:felon(?:y|ies)|convictions?|misdemeanou?rs?|dui|dwi|record)\b.{0,120}\b(?:can|could|am|do|will|would|should)\s+i\b`,
].map((pattern) => new RegExp(pattern, 'i'))

// Questions about the service itself ("Am I eligible for a refund?") are answered from the pages.
const ABOUT_THE_SERVICE =
  /\b(?:refunds?|money back|discounts?|commissions?|payouts?|deposit|payments?|pay|prices?|costs?|fees?|uploads?|password|account|sign in|log in|login|affiliates?|credit repair)\b/i

/** True when the question asks about the asker's own eligibility or legal course of action. */
export function isLegalAdviceRequest(question: string): boolean {
  const text = question.replace(/\s+/g, ' ').replace(/[\u2018\u2019]/g, "'")
  if (ABOUT_THE_SERVICE.test(text)) return false
  return PERSONAL_LEGAL.some((pattern) => pattern.test(text))
}
