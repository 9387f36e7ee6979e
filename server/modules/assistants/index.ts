export {
  createAssistantsService,
  type AssistantAnswer,
  type AssistantsService,
} from './assistants.service.ts'
export { assistantsRoutes } from './assistants.routes.ts'
export { contentRoutes } from './content.routes.ts'
