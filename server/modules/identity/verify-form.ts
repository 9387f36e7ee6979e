import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { encryptSsn } from '#server/lib/ssn-crypto.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { VerifyFormInput, VerifyProfile } from '#shared/contracts/identity.contract.ts'
import { findProfileByUser, upsertProfile } from './identity.repository.ts'

/** The /verify form: the customer's name, SSN (kept encrypted), phone and address. */
export function createVerifyForm({ db, config }: { db: Db; config: Pick<Config, 'ssnEncryptionKey'> }) {
  /**
   * Saves the /verify form for the signed-in customer (one profile each, replaced on resubmission).
   * The SSN is stored only encrypted plus its last four digits, and never returned.
   */
  async function saveVerifyForm(actor: User, input: VerifyFormInput): Promise<VerifyProfile> {
    const digits = input.ssn.replaceAll('-', '')
    const row = await upsertProfile(db, {
      userId: actor.id,
      fullName: input.name,
      ssnCiphertext: encryptSsn(digits, config.ssnEncryptionKey),
      ssnLast4: digits.slice(-4),
      phone: input.phone,
      address: input.address,
    })
    return { name: row.fullName, ssnLast4: row.ssnLast4, phone: row.phone, address: row.address }
  }

  /** The signed-in customer's saved /verify form, SSN as its last four digits only. */
  async function getVerifyForm(actor: User): Promise<{ profile: VerifyProfile | null }> {
    const row = await findProfileByUser(db, actor.id)
    if (!row) return { profile: null }
    return { profile: { name: row.fullName, ssnLast4: row.ssnLast4, phone: row.phone, address: row.address } }
  }

  /**
   * The name and the SSN's last four digits from the /verify form, for letters the customer signs
   * (docs/decisions/044-credit-repair.md); the ciphertext is never read.
   */
  async function findLetterIdentity(
    userId: string,
  ): Promise<{ fullName: string; ssnLast4: string } | undefined> {
    const row = await findProfileByUser(db, userId)
    return row ? { fullName: row.fullName, ssnLast4: row.ssnLast4 } : undefined
  }

  return { saveVerifyForm, getVerifyForm, findLetterIdentity }
}
