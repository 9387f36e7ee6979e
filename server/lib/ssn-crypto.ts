import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts an SSN with AES-256-GCM under a fresh random IV, as `v1:<iv>:<tag>:<ciphertext>` (base64
 * parts). The version prefix leaves room for a later key or algorithm without guessing.
 */
export function encryptSsn(ssn: string, key: Buffer): string {
  assertKey(key)
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':')
}

/** Decrypts a value made by encryptSsn; throws when it was altered or was made with another key. */
export function decryptSsn(stored: string, key: Buffer): string {
  assertKey(key)
  const [version, ivText, tagText, ciphertextText, ...rest] = stored.split(':')
  if (version !== VERSION || ivText === undefined || tagText === undefined || ciphertextText === undefined) {
    throw new Error('Unknown SSN ciphertext format')
  }
  if (rest.length > 0) throw new Error('Unknown SSN ciphertext format')
  const iv = Buffer.from(ivText, 'base64')
  const tag = Buffer.from(tagText, 'base64')
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Unknown SSN ciphertext format')
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  decipher.setAuthTag(tag)
  // final() throws when the tag does not match: the value or the key is wrong.
  return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64')), decipher.final()]).toString(
    'utf8',
  )
}

function assertKey(key: Buffer) {
  if (key.length !== 32) throw new Error('The SSN encryption key must be 32 bytes')
}
