import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { storageKeySegments, InvalidStorageKeyError, type FileStorage } from './index.ts'

/**
 * Files on the local disk under `dir`. A write goes to a temporary file that is then renamed over
 * the target, so a reader sees the old bytes or the new ones, never half a file.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir)

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
          await handle.writeFile(bytes)
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

    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true })
    },
  }
}
