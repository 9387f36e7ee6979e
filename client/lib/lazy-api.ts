import type { z } from 'zod'
import type { ContractEntry } from '#shared/contracts/contract.ts'
import type { Args } from './api-client.ts'

/**
 * `api()` for code on the landing page's first load: the contract entry and the API client (with
 * zod, which checks the answer) are loaded on the first call rather than shipped with the page,
 * whose data arrives prerendered. `entry` loads the contract entry, e.g.
 * `() => import('#shared/contracts/news.contract.ts').then((m) => m.newsContract.widget)`.
 */
export async function lazyApi<E extends ContractEntry>(
  entry: () => Promise<E>,
  ...input: Args<E>
): Promise<z.output<E['response']>> {
  const [contractEntry, client] = await Promise.all([entry(), import('./api-client.ts')])
  return client.api(contractEntry, ...input)
}
