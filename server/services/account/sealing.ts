import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Config } from '../../config'

/*
 * Personal documents at rest (issue 17; docs/decisions.md#personal-documents): a passport number
 * is sealed with AES-256-GCM (node:crypto) under the deployment's DATA_ENCRYPTION_KEY before it
 * reaches the store, and opened only to be masked or exported. A sealed value reads
 *
 *   v1.<key id>.<iv>.<tag>.<ciphertext>        (base64url parts; iv 12 bytes, tag 16 bytes)
 *
 * The key id (8 hex digits of the key's SHA-256) names which key sealed it, so a rotation can
 * keep older keys for opening (DATA_ENCRYPTION_OLD_KEYS) while every value is sealed again with
 * the current one (resealing.ts, at start). The additional data binds a value to what it is and
 * whose (`passport:user:12`): copied into another row, it does not open.
 */

/** The development key, published here: used only outside production (server/config.ts refuses production without a key). */
export const DEVELOPMENT_DATA_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1kYXRhLWtleS0zMmJ5dGU='

const VERSION = 'v1'
type Key = { id: string; bytes: Buffer }

const keyOf = (base64: string): Key => {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length !== 32) throw new RangeError('a data key must be 32 bytes')
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes }
}

/** A sealed value that no key of this deployment opens, or that was altered: never answered as a 500 with its content. */
export class UnreadableSealError extends Error {
  constructor(reason: string) {
    super(`sealed value cannot be opened: ${reason}`)
    this.name = 'UnreadableSealError'
  }
}

export type Sealer = {
  /** Seals `plain` for `context` (what the value is and whose) under the current key. */
  seal(plain: string, context: string): string
  /** Opens a value sealed for `context` with the current key or an older one; throws UnreadableSealError otherwise. */
  open(sealed: string, context: string): string
  /** Whether a value was sealed with another key than the current one (a rotation seals it again). */
  isStale(sealed: string): boolean
  /** The current key's id. */
  readonly keyId: string
}

export function createSealer(current: string, older: readonly string[] = []): Sealer {
  const key = keyOf(current)
  const keys = new Map([key, ...older.map(keyOf)].map((k) => [k.id, k] as const))
  return {
    keyId: key.id,
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key.bytes, iv)
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url'))
      return [VERSION, key.id, ...parts].join('.')
    },
    open(sealed, context) {
      const [version, keyId, iv, tag, text, ...rest] = sealed.split('.')
      if (version !== VERSION || rest.length > 0 || !keyId || iv === undefined || tag === undefined || text === undefined) {
        throw new UnreadableSealError('not a sealed value')
      }
      const used = keys.get(keyId)
      if (!used) throw new UnreadableSealError(`key ${keyId} is not among this deployment's keys`)
      try {
        const decipher = createDecipheriv('aes-256-gcm', used.bytes, Buffer.from(iv, 'base64url'))
        decipher.setAAD(Buffer.from(context, 'utf8'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        throw new UnreadableSealError('the value or its context was altered')
      }
    },
    isStale: (sealed) => sealed.split('.')[1] !== key.id,
  }
}

const sealers = new WeakMap<object, Sealer>()

/** The deployment's sealer: DATA_ENCRYPTION_KEY (the development key outside production) and the older keys. */
export function sealerOf(config: Pick<Config, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_OLD_KEYS'>): Sealer {
  let sealer = sealers.get(config)
  if (!sealer) {
    sealer = createSealer(config.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_DATA_KEY, config.DATA_ENCRYPTION_OLD_KEYS)
    sealers.set(config, sealer)
  }
  return sealer
}

/** A document number as the pages show it: its last four characters after dots. */
export const masked = (number: string) => `•••• ${number.slice(-4)}`
