export {
  createDocumentsService,
  type DocumentsService,
  type DocumentsServiceDeps,
  type StoreDocumentInput,
  type StoredDocument,
  type AlsoRecord,
} from './documents.service.ts'
export { documentsRoutes } from './documents.routes.ts'
export { documentsAdminRoutes } from './documents.admin-routes.ts'
export { UPLOAD_SWEEP_EVERY_MS, UPLOAD_SWEEP_JOB } from './upload-sweep.ts'
