export { createOrdersService, type OrdersService } from './orders.service.ts'
export { ordersRoutes } from './orders.routes.ts'
