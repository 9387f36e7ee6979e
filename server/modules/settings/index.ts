export {
  createSettingsService,
  type SettingsService,
  type SettingsActor,
  type Product,
} from './settings.service.ts'
export { settingsRoutes } from './settings.routes.ts'
export { settingsAdminRoutes } from './settings.admin-routes.ts'
