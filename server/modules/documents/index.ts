export {
  createDocumentsService,
  type DocumentsService,
  type StoreDocumentInput,
  type StoredDocument,
  type AlsoRecord,
} from './documents.service.ts'
export { documentsRoutes } from './documents.routes.ts'
