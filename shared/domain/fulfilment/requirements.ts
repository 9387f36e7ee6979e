import type { RequirementCode, RequirementMetBy } from './types.ts'

/** Every requirement code, in the order the checklist lists them. */
export const REQUIREMENT_CODES = [
  'GOVERNMENT_ID',
  'CERTIFIED_JUDGMENT',
  'PROOF_OF_SENTENCE_COMPLETION',
  'PROOF_OF_SUPERVISION_DISCHARGE',
  'CRIMINAL_HISTORY_REPORT',
  'FINGERPRINTS',
  'PRIOR_RELIEF_ORDER',
  'MILITARY_DISCHARGE',
  'PROOF_OF_RESIDENCE',
  'CHARACTER_REFERENCES',
] as const satisfies readonly RequirementCode[]

/** The checklist's label for each requirement: what the customer sees instead of the code. */
export const REQUIREMENT_LABELS: Readonly<Record<RequirementCode, string>> = {
  GOVERNMENT_ID: 'Government-issued photo ID',
  CERTIFIED_JUDGMENT: 'Certified copy of the judgment',
  PROOF_OF_SENTENCE_COMPLETION: 'Proof the sentence was completed',
  PROOF_OF_SUPERVISION_DISCHARGE: 'Proof of discharge from probation or parole',
  CRIMINAL_HISTORY_REPORT: 'Criminal history report',
  FINGERPRINTS: 'Fingerprints',
  CHARACTER_REFERENCES: 'Character reference letters',
  PROOF_OF_RESIDENCE: 'Proof of residence',
  PRIOR_RELIEF_ORDER: 'Copy of relief already granted',
  MILITARY_DISCHARGE: 'Military discharge papers (DD-214)',
}

/** Plain words: what each document is and where to get it. */
export const REQUIREMENT_EXPLANATIONS: Readonly<Record<RequirementCode, string>> = {
  GOVERNMENT_ID:
    "A clear copy of the front and back of a current driver's license, state ID card or passport. The name must match the name on the application.",
  CERTIFIED_JUDGMENT:
    'The judgment (or disposition) of the conviction, certified by the clerk of the court that convicted you. Ask that clerk for a certified copy by case number; most clerks charge a small fee per page and some take requests by mail or online. For a federal conviction, the clerk of the U.S. District Court keeps the judgment.',
  PROOF_OF_SENTENCE_COMPLETION:
    'A paper showing the whole sentence is finished: fines, costs and restitution paid and any prison or jail term served. The clerk of the convicting court can certify that fines and costs are paid; the prison system (department of corrections) issues a release or expiration-of-sentence certificate.',
  PROOF_OF_SUPERVISION_DISCHARGE:
    'The certificate or order discharging you from probation, parole or supervised release. Ask the probation or parole office that supervised you, or the clerk of the convicting court, which keeps discharge orders; for federal supervised release, the U.S. Probation Office of that district.',
  CRIMINAL_HISTORY_REPORT:
    "Your own criminal history record. Order it from the state's central criminal records repository (usually the state police or bureau of investigation), or request your FBI Identity History Summary online from the FBI's Criminal Justice Information Services Division with a set of fingerprints.",
  FINGERPRINTS:
    'A full set of your fingerprints: an FD-258 card rolled by a police station, sheriff or fingerprinting service, or the receipt of an electronic live scan. Upload a photo or scan of the card or the receipt; we check it reads clearly.',
  CHARACTER_REFERENCES:
    'Letters from people who know you well today (an employer, a pastor, a neighbor, a long-time friend) saying how long they have known you and why they believe you can be trusted with a firearm. Signed and dated; not from relatives where the authority says so.',
  PROOF_OF_RESIDENCE:
    'A recent utility bill, lease, bank statement or voter registration card in your name at your current address.',
  PRIOR_RELIEF_ORDER:
    'A copy of any pardon, expungement, set-aside, sealing or restoration order you already hold for this conviction. The clerk of the court that entered it, or the board that granted it, can give you a certified copy.',
  MILITARY_DISCHARGE:
    'Your DD-214 (Certificate of Release or Discharge from Active Duty), showing the character of your discharge. Request it from the National Personnel Records Center (National Archives) if you no longer have it.',
}

/** How each requirement is met: most are documents; fingerprints are their own artifact. */
export const REQUIREMENT_MET_BY: Readonly<Record<RequirementCode, RequirementMetBy>> = {
  GOVERNMENT_ID: 'DOCUMENT',
  CERTIFIED_JUDGMENT: 'DOCUMENT',
  PROOF_OF_SENTENCE_COMPLETION: 'DOCUMENT',
  PROOF_OF_SUPERVISION_DISCHARGE: 'DOCUMENT',
  CRIMINAL_HISTORY_REPORT: 'DOCUMENT',
  FINGERPRINTS: 'FINGERPRINTS',
  CHARACTER_REFERENCES: 'DOCUMENT',
  PROOF_OF_RESIDENCE: 'DOCUMENT',
  PRIOR_RELIEF_ORDER: 'DOCUMENT',
  MILITARY_DISCHARGE: 'DOCUMENT',
}

/** The label of a requirement code, or of the document kind 'OTHER'. */
export function requirementLabel(code: RequirementCode | 'OTHER'): string {
  return code === 'OTHER' ? 'Other document' : REQUIREMENT_LABELS[code]
}

/** Whether a string is one of the requirement codes (a document kind read back from storage). */
export function isRequirementCode(value: string): value is RequirementCode {
  return (REQUIREMENT_CODES as readonly string[]).includes(value)
}
