export { createPacketService, type PacketService, type PacketServiceDeps } from './packet.service.ts'
export { packetRoutes } from './packet.routes.ts'
