import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers made per request (API JSON such as the catalog, SVG logos). The built client's
 * files already go out pre-compressed (spa.ts), which this leaves alone. Brotli at a middle quality:
 * most of the size win for little CPU on every call.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Compressed request bodies are not decompressed: no browser or provider of ours sends them, and the
    // plugin's preParsing hook cost every request (2 % of the catalog's CPU; issue 36). One that comes
    // anyway cannot be read and gets the bilingual 901 answer.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
