import { once } from 'node:events'
import { createServer } from 'node:net'

/** A loopback port nothing listens on right now (for a server the tests or benchmarks start). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  await once(probe, 'close')
  if (!address || typeof address === 'string') throw new Error('Could not find a free port')
  return address.port
}
