import type { FastifyInstance } from 'fastify'
import { peopleContract } from '#shared/contracts/people.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { PeopleService } from './people.service.ts'

/** The back office's people screens (docs/decisions/038-people-and-audit-log.md). */
export async function peopleAdminRoutes(app: FastifyInstance, { people }: { people: PeopleService }) {
  route(app, peopleContract.list, async ({ query }) => people.listPeoplePage(query))
  route(app, peopleContract.get, async ({ params }) => people.getPerson(params.id))
  route(app, peopleContract.disable, async ({ user, params, body }) =>
    people.disablePerson(user, params.id, body),
  )
  route(app, peopleContract.enable, async ({ user, params, body }) =>
    people.enablePerson(user, params.id, body),
  )
  route(app, peopleContract.setRole, async ({ user, params, body }) => people.setRole(user, params.id, body))
}
