import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENCRYPTED_HEADER_LENGTH, FileDecryptionError } from './file-encryption.ts'
import { FileTooLargeError, InvalidStorageKeyError } from './index.ts'
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

describe('local file storage, encrypted', () => {
  const key = randomBytes(32)
  function encryptedStorage(encryptionKey = key) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-storage-'))
    return { dir, storage: createLocalStorage(dir, { encryptionKey }) }
  }

  it('writes ciphertext under a header and reads the plaintext back', async () => {
    const { dir, storage } = encryptedStorage()
    const plaintext = bytes('%PDF-1.7 a certified judgment '.repeat(100))
    await storage.put('cases/abc/judgment.pdf', plaintext, 'application/pdf')
    const onDisk = readFileSync(path.join(dir, 'cases', 'abc', 'judgment.pdf'))
    expect(onDisk.subarray(0, 5).toString('latin1')).toBe('RRENC')
    expect(onDisk.length).toBe(plaintext.byteLength + ENCRYPTED_HEADER_LENGTH)
    expect(onDisk.includes(Buffer.from('certified judgment'))).toBe(false)
    expect(await storage.get('cases/abc/judgment.pdf')).toEqual(plaintext)

    // Each file has its own key: the same bytes twice give different ciphertexts.
    await storage.put('cases/abc/copy.pdf', plaintext, 'application/pdf')
    const copy = readFileSync(path.join(dir, 'cases', 'abc', 'copy.pdf'))
    expect(copy.subarray(ENCRYPTED_HEADER_LENGTH).equals(onDisk.subarray(ENCRYPTED_HEADER_LENGTH))).toBe(
      false,
    )
  })

  it('round-trips a file of several megabytes, written and read a chunk at a time', async () => {
    const { dir, storage } = encryptedStorage()
    const large = randomBytes(3.5 * 1024 * 1024 + 7)
    await storage.put('a/large.pdf', large, 'application/pdf')
    // Compared as buffers: a deep equality of millions of elements takes the matcher minutes.
    expect(large.equals((await storage.get('a/large.pdf'))!)).toBe(true)
    const file = path.join(dir, 'a', 'large.pdf')
    const tampered = readFileSync(file)
    tampered[2 * 1024 * 1024]! ^= 0x80
    writeFileSync(file, tampered)
    await expect(storage.get('a/large.pdf')).rejects.toBeInstanceOf(FileDecryptionError)
    writeFileSync(file, tampered.subarray(0, tampered.length - 10))
    await expect(storage.get('a/large.pdf')).rejects.toBeInstanceOf(FileDecryptionError)
  })

  it('refuses a changed file and the wrong key', async () => {
    const { dir, storage } = encryptedStorage()
    await storage.put('a/file.pdf', bytes('secret content'), 'application/pdf')
    const file = path.join(dir, 'a', 'file.pdf')
    const original = readFileSync(file)

    const tampered = Buffer.from(original)
    tampered[tampered.length - 1]! ^= 0x01
    writeFileSync(file, tampered)
    await expect(storage.get('a/file.pdf')).rejects.toBeInstanceOf(FileDecryptionError)

    const badHeader = Buffer.from(original)
    badHeader[20]! ^= 0x01
    writeFileSync(file, badHeader)
    await expect(storage.get('a/file.pdf')).rejects.toBeInstanceOf(FileDecryptionError)

    writeFileSync(file, original)
    const otherKey = createLocalStorage(dir, { encryptionKey: randomBytes(32) })
    await expect(otherKey.get('a/file.pdf')).rejects.toBeInstanceOf(FileDecryptionError)
    expect(new TextDecoder().decode((await storage.get('a/file.pdf'))!)).toBe('secret content')
  })

  it('still reads files written before encryption', async () => {
    const { dir, storage } = encryptedStorage()
    await createLocalStorage(dir).put('cases/old/agreement.pdf', bytes('%PDF-1.7 legacy'), 'application/pdf')
    expect(new TextDecoder().decode((await storage.get('cases/old/agreement.pdf'))!)).toBe('%PDF-1.7 legacy')
  })

  it('refuses to read a file over the size asked for', async () => {
    const { storage } = encryptedStorage()
    await storage.put('a/big.pdf', new Uint8Array(2000), 'application/pdf')
    expect((await storage.get('a/big.pdf', { maxBytes: 2000 }))?.byteLength).toBe(2000)
    await expect(storage.get('a/big.pdf', { maxBytes: 1999 })).rejects.toBeInstanceOf(FileTooLargeError)
  })
})
