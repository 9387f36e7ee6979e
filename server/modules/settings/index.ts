export { createSettingsService, type SettingsService, type Product } from './settings.service.ts'
export { settingsRoutes } from './settings.routes.ts'
