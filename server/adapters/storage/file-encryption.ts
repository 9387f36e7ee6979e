import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto'

/**
 * Envelope encryption of files at rest (docs/decisions/023-uploads-and-files-at-rest.md): each file
 * gets its own random AES-256-GCM key, and that key is stored wrapped (AES-256-GCM again) by the
 * configured file key, in a small versioned header in front of the ciphertext:
 *
 *   magic "RRENC" · version 1 · reserved (2) · wrap IV (12) · wrapped key (32) · wrap tag (16)
 *   · data IV (12) · data tag (16) · ciphertext
 *
 * The fixed part of the header is authenticated with both, so a changed version or a swapped key
 * fails. Files without the magic (written before encryption existed) are read as they are.
 */

const MAGIC = Buffer.from('RRENC', 'latin1')
const VERSION = 1
const PREFIX_LENGTH = MAGIC.length + 3
const IV_LENGTH = 12
const KEY_LENGTH = 32
const TAG_LENGTH = 16
export const ENCRYPTED_HEADER_LENGTH =
  PREFIX_LENGTH + IV_LENGTH + KEY_LENGTH + TAG_LENGTH + IV_LENGTH + TAG_LENGTH

export class FileDecryptionError extends Error {
  override name = 'FileDecryptionError'
}

function prefix(): Buffer {
  const bytes = Buffer.alloc(PREFIX_LENGTH)
  MAGIC.copy(bytes)
  bytes[MAGIC.length] = VERSION
  return bytes
}

/** Whether the bytes start with the header of an encrypted file. */
export function isEncryptedFile(bytes: Uint8Array): boolean {
  return (
    bytes.byteLength >= ENCRYPTED_HEADER_LENGTH &&
    Buffer.from(bytes.buffer, bytes.byteOffset, MAGIC.length).equals(MAGIC)
  )
}

/**
 * Starts encrypting one file: a fresh file key wrapped by `masterKey`, and the data cipher under it.
 * The key is zeroed at once (the cipher holds its own copy); `header()` is called after final().
 */
function startEncryption(masterKey: Buffer): { cipher: CipherGCM; header: () => Buffer } {
  if (masterKey.length !== KEY_LENGTH) throw new Error('the file encryption key must be 32 bytes')
  const fixed = prefix()
  const fileKey = randomBytes(KEY_LENGTH)
  const wrapIv = randomBytes(IV_LENGTH)
  const wrap = createCipheriv('aes-256-gcm', masterKey, wrapIv).setAAD(fixed)
  const wrappedKey = Buffer.concat([wrap.update(fileKey), wrap.final()])
  const wrapTag = wrap.getAuthTag()
  const dataIv = randomBytes(IV_LENGTH)
  const cipher = createCipheriv('aes-256-gcm', fileKey, dataIv).setAAD(fixed)
  fileKey.fill(0)
  return {
    cipher,
    header: () => Buffer.concat([fixed, wrapIv, wrappedKey, wrapTag, dataIv, cipher.getAuthTag()]),
  }
}

/**
 * Reads an encrypted file's header (its first ENCRYPTED_HEADER_LENGTH bytes), unwraps the file key
 * and answers the data decipher under it; the unwrapped key is zeroed before returning.
 */
function startDecryption(masterKey: Buffer, header: Buffer): DecipherGCM {
  const fixed = header.subarray(0, PREFIX_LENGTH)
  if (fixed[MAGIC.length] !== VERSION) throw new FileDecryptionError('unknown encrypted file version')
  let offset = PREFIX_LENGTH
  const take = (length: number) => header.subarray(offset, (offset += length))
  const wrapIv = take(IV_LENGTH)
  const wrappedKey = take(KEY_LENGTH)
  const wrapTag = take(TAG_LENGTH)
  const dataIv = take(IV_LENGTH)
  const dataTag = take(TAG_LENGTH)
  let fileKey: Buffer
  try {
    const unwrap = createDecipheriv('aes-256-gcm', masterKey, wrapIv).setAAD(fixed).setAuthTag(wrapTag)
    fileKey = Buffer.concat([unwrap.update(wrappedKey), unwrap.final()])
  } catch {
    throw new FileDecryptionError('the file key could not be unwrapped (wrong key or damaged header)')
  }
  try {
    return createDecipheriv('aes-256-gcm', fileKey, dataIv).setAAD(fixed).setAuthTag(dataTag)
  } finally {
    fileKey.fill(0)
  }
}

/**
 * Encrypts a file under a fresh key wrapped by `masterKey`. Returns the header and the ciphertext
 * as two buffers, so a writer can send both without joining a copy of a large file.
 */
export function encryptFile(masterKey: Buffer, plaintext: Uint8Array): [header: Buffer, ciphertext: Buffer] {
  const { cipher, header } = startEncryption(masterKey)
  const first = cipher.update(plaintext)
  const last = cipher.final()
  // GCM is a stream mode: final() yields nothing, so the ciphertext is update()'s buffer, uncopied.
  const ciphertext = last.length === 0 ? first : Buffer.concat([first, last])
  return [header(), ciphertext]
}

/** Encrypts as encryptFile does, handing the ciphertext out in chunks of `chunkBytes` instead of one copy. */
export async function encryptFileInChunks(
  masterKey: Buffer,
  plaintext: Uint8Array,
  chunkBytes: number,
  write: (chunk: Buffer) => Promise<void>,
): Promise<Buffer> {
  const { cipher, header } = startEncryption(masterKey)
  for (let offset = 0; offset < plaintext.byteLength; offset += chunkBytes) {
    await write(cipher.update(plaintext.subarray(offset, offset + chunkBytes)))
  }
  const last = cipher.final()
  if (last.length > 0) await write(last)
  return header()
}

/**
 * Decrypts a file read in chunks: `header` is its first ENCRYPTED_HEADER_LENGTH bytes, `read`
 * fills the buffer it is given from the ciphertext and says how many bytes it read (0 at the end).
 * The plaintext goes straight into one buffer of `plaintextLength`, so no second copy is made;
 * nothing is returned unless the whole file authenticates.
 */
export async function decryptFileInChunks(
  masterKey: Buffer,
  header: Buffer,
  plaintextLength: number,
  read: (into: Buffer) => Promise<number>,
  chunkBytes = 1024 * 1024,
): Promise<Uint8Array> {
  const decipher = startDecryption(masterKey, header)
  const plaintext = Buffer.allocUnsafe(plaintextLength)
  const scratch = Buffer.allocUnsafe(Math.min(chunkBytes, Math.max(plaintextLength, 1)))
  try {
    let written = 0
    for (;;) {
      const n = await read(scratch)
      if (n === 0) break
      const part = decipher.update(scratch.subarray(0, n))
      if (written + part.length > plaintextLength) throw new Error('longer than its header says')
      part.copy(plaintext, written)
      written += part.length
    }
    decipher.final()
    if (written !== plaintextLength) throw new Error('shorter than expected')
  } catch {
    plaintext.fill(0)
    throw new FileDecryptionError('the file could not be decrypted (it was changed or damaged)')
  }
  return new Uint8Array(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength)
}

/** The plaintext of an encrypted file; bytes without the header are returned unchanged (legacy files). */
export function decryptFile(masterKey: Buffer, stored: Uint8Array): Uint8Array {
  if (!isEncryptedFile(stored)) return stored
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength)
  const decipher = startDecryption(masterKey, bytes.subarray(0, ENCRYPTED_HEADER_LENGTH))
  try {
    const plaintext = decipher.update(bytes.subarray(ENCRYPTED_HEADER_LENGTH))
    decipher.final()
    return new Uint8Array(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength)
  } catch {
    throw new FileDecryptionError('the file could not be decrypted (it was changed or damaged)')
  }
}
