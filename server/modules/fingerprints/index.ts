export {
  createFingerprintsService,
  type FingerprintsService,
  type IngestFile,
  type IngestInput,
  type UploadAccess,
} from './fingerprints.service.ts'
export { fingerprintsRoutes } from './fingerprints.routes.ts'
export { createUploadToken, uploadTokenKey, verifyUploadToken } from './upload-token.ts'
