import { useMutation } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

/** Counts one opening of a news item. A failure is only logged: the item opens all the same. */
export function useRecordNewsClick() {
  return useMutation({
    mutationFn: (id: string) =>
      lazyApi(() => import('#shared/contracts/news.contract.ts').then((m) => m.newsContract.click), {
        body: { id },
      }),
    onError: (error, id) => console.warn(`The opening of news item ${id} was not counted`, error),
  })
}
