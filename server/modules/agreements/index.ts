export {
  createAgreementsService,
  type AgreementsService,
  type SignatureRecord,
  type SigningClient,
} from './agreements.service.ts'
export { agreementsRoutes } from './agreements.routes.ts'
