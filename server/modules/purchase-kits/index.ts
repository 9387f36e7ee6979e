export { createPurchaseKitService, type PurchaseKitService } from './purchase-kit.service.ts'
export { purchaseKitRoutes } from './purchase-kit.routes.ts'
