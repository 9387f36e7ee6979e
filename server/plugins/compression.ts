import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Compresses pages and API answers for clients that accept it (brotli or gzip). Built assets are
 * compressed once at build time and served as they are (see client-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
}
