import { mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { InvalidStorageKeyError } from './index.ts'
import { createLocalStorage } from './local-storage.ts'

function tempStorage() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-storage-'))
  return { dir, storage: createLocalStorage(dir) }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('local file storage', () => {
  it('stores, reads, replaces and deletes a file under its folder', async () => {
    const { dir, storage } = tempStorage()
    await storage.put('cases/abc/one.pdf', bytes('first'), 'application/pdf')
    expect(new TextDecoder().decode((await storage.get('cases/abc/one.pdf'))!)).toBe('first')

    await storage.put('cases/abc/one.pdf', bytes('second'), 'application/pdf')
    expect(new TextDecoder().decode((await storage.get('cases/abc/one.pdf'))!)).toBe('second')
    // The temporary file of each write was renamed away, none is left behind.
    expect(readdirSync(path.join(dir, 'cases', 'abc'))).toEqual(['one.pdf'])

    await storage.delete('cases/abc/one.pdf')
    expect(await storage.get('cases/abc/one.pdf')).toBeNull()
  })

  it('answers null for a missing file and ignores deleting one', async () => {
    const { storage } = tempStorage()
    expect(await storage.get('cases/none.pdf')).toBeNull()
    await expect(storage.delete('cases/none.pdf')).resolves.toBeUndefined()
  })

  it('rejects keys that could reach outside its folder', async () => {
    const { storage } = tempStorage()
    for (const key of [
      '../escape.txt',
      'cases/../../escape.txt',
      '/etc/passwd',
      'cases//double.txt',
      'cases/./here.txt',
      'cases\\..\\escape.txt',
      '.hidden',
      'cases/',
      '',
      'cases/%2e%2e/escape.txt',
    ]) {
      await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      )
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError)
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError)
    }
  })
})
