import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

export const contentKeys = {
  all: ['content'] as const,
  figures: () => [...contentKeys.all, 'figures'] as const,
}

/** The catalog prices and business figures every content page is rendered from. */
export const contentFiguresQuery = () =>
  queryOptions({
    queryKey: contentKeys.figures(),
    queryFn: ({ signal }) =>
      lazyApi(() => import('#shared/contracts/content.contract.ts').then((m) => m.contentContract.figures), {
        signal,
      }),
  })

export function useContentFigures() {
  return useQuery(contentFiguresQuery())
}
