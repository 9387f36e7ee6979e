import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  decryptFileInChunks,
  encryptFileInChunks,
  ENCRYPTED_HEADER_LENGTH,
  isEncryptedFile,
} from './file-encryption.ts'
import { FileTooLargeError, InvalidStorageKeyError, storageKeySegments, type FileStorage } from './index.ts'

/**
 * Files on the local disk under `dir`. A write goes to a temporary file that is then renamed over
 * the target, so a reader sees the old bytes or the new ones, never half a file. With an
 * `encryptionKey` every file is written encrypted under its own key (file-encryption.ts); files
 * written before without it are still read as they are.
 */
const CHUNK_BYTES = 1024 * 1024

export function createLocalStorage(dir: string, options: { encryptionKey?: Buffer } = {}): FileStorage {
  const root = path.resolve(dir)
  const { encryptionKey } = options

  function fileFor(key: string): string {
    const file = path.join(root, ...storageKeySegments(key))
    // Belt and braces: the key rules already keep every path under the root.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError('Invalid storage key')
    return file
  }

  return {
    kind: 'local',

    async put(key, bytes) {
      const file = fileFor(key)
      await mkdir(path.dirname(file), { recursive: true })
      // A leading dot: no valid key names a temporary file, so it can never be read as one.
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      )
      try {
        const handle = await open(temp, 'wx', 0o600)
        try {
          if (encryptionKey) {
            // The ciphertext goes out a megabyte at a time after room for the header, which is
            // written last (it holds the tag): no second copy of a large file is made.
            let position = ENCRYPTED_HEADER_LENGTH
            const header = await encryptFileInChunks(encryptionKey, bytes, CHUNK_BYTES, async (chunk) => {
              await handle.write(chunk, 0, chunk.length, position)
              position += chunk.length
            })
            await handle.write(header, 0, header.length, 0)
          } else {
            await handle.writeFile(bytes)
          }
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },

    async get(key, { maxBytes } = {}) {
      let handle
      try {
        handle = await open(fileFor(key), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        const { size } = await handle.stat()
        if (maxBytes !== undefined) {
          // The header of an encrypted file does not count against the limit of its content.
          if (size > maxBytes + ENCRYPTED_HEADER_LENGTH)
            throw new FileTooLargeError(`${key} is over ${maxBytes} bytes`)
        }
        if (encryptionKey) {
          const header = Buffer.alloc(Math.min(size, ENCRYPTED_HEADER_LENGTH))
          await handle.read(header, 0, header.length, 0)
          if (isEncryptedFile(header)) {
            let position = ENCRYPTED_HEADER_LENGTH
            return await decryptFileInChunks(
              encryptionKey,
              header,
              size - ENCRYPTED_HEADER_LENGTH,
              async (into) => {
                const { bytesRead } = await handle.read(into, 0, into.length, position)
                position += bytesRead
                return bytesRead
              },
            )
          }
        }
        // A file written before encryption (or with no key configured): its bytes as they are.
        const stored = await handle.readFile()
        return new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength)
      } finally {
        await handle.close()
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true })
    },
  }
}
