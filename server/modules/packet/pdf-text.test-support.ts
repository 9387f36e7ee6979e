import { spawn } from 'node:child_process'

/** The text of a PDF as poppler's pdftotext reads it (what a person copying from the file gets). */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'))
      else reject(new Error(`pdftotext exited with ${code}: ${Buffer.concat(err).toString('utf8')}`))
    })
    child.stdin.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  })
}
