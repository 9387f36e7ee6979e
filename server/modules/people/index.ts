export { createPeopleService, type PeopleService } from './people.service.ts'
export { peopleAdminRoutes } from './people.admin-routes.ts'
