/** The part of the request logger services may use, so they stay free of Fastify. */
export type Logger = {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
