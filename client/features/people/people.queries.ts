import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { peopleContract, type PeopleListQuery } from '#shared/contracts/people.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** The people screens' query keys: everything about one person sits under `peopleKeys.person(id)`. */
export const peopleKeys = {
  all: ['people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  list: (query: PeopleListQuery) => [...peopleKeys.lists(), query] as const,
  person: (userId: string) => [...peopleKeys.all, 'person', userId] as const,
}

export const peopleListQuery = (query: PeopleListQuery) =>
  queryOptions({
    queryKey: peopleKeys.list(query),
    queryFn: ({ signal }) => api(peopleContract.list, { query, signal }),
    staleTime: 0,
  })

/** One page of people; the page shown stays while the next one loads. */
export function usePeopleList(query: PeopleListQuery) {
  return useQuery({ ...peopleListQuery(query), placeholderData: keepPreviousData })
}

/** One person with their cases, orders, conversations and activity. */
export function usePerson(userId: string) {
  return useQuery({
    queryKey: peopleKeys.person(userId),
    queryFn: ({ signal }) => api(peopleContract.get, { params: { id: userId }, signal }),
    staleTime: 0,
  })
}
