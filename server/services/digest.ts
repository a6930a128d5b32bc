import { createHash } from 'node:crypto'

/** SHA-256 of text or bytes, hex: secrets' stored form, files' ETags and cache-busting versions. */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
