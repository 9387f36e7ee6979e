import { queryOptions, useQuery } from '@tanstack/react-query'
import { contentContract } from '#shared/contracts/content.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const contentKeys = {
  all: ['content'] as const,
  figures: () => [...contentKeys.all, 'figures'] as const,
}

/** The catalog prices and business figures every content page is rendered from. */
export const contentFiguresQuery = () =>
  queryOptions({
    queryKey: contentKeys.figures(),
    queryFn: ({ signal }) => api(contentContract.figures, { signal }),
  })

export function useContentFigures() {
  return useQuery(contentFiguresQuery())
}
