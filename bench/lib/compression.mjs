// How the benchmark compresses, as a CDN would at its best: gzip at level 9, brotli at quality
// 11. Both the bytes it counts (page-weight.mjs) and the bytes its front server sends
// (compressing-front.mjs) are made so.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** @param {Buffer} buffer */
export const gzip = (buffer) => gzipSync(buffer, { level: 9 })

/** @param {Buffer} buffer */
export const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
