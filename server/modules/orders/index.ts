export {
  createOrdersService,
  ORDER_EVENT_JOBS,
  ORDER_EVENTS,
  type OrderEvent,
  type OrderEvents,
  type OrderRow,
  type OrdersService,
  type RefusalReason,
} from './orders.service.ts'
export { ordersRoutes } from './orders.routes.ts'
