import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/*
 * The scrypt hashes accounts made before issue 19 carry (node:crypto, on libuv's thread pool),
 * stored as "scrypt$N=32768,r=8,p=3$<salt>$<hash>". They keep verifying with the parameters
 * written beside them, and ./password.ts replaces each with argon2id at its next sign-in.
 * Hashing here is for tests and for reading such accounts, never for a new password.
 */

export type ScryptParams = { N: number; r: number; p: number }
type Params = ScryptParams
/** The parameters of the last scrypt hashes made (OWASP's scrypt row N=2^15, r=8, p=3). */
export const LAST_SCRYPT_PARAMS: Params = { N: 2 ** 15, r: 8, p: 3 }
const KEY_LENGTH = 32
const SALT_BYTES = 16
/** Refuse stored parameters that would make one verification eat the machine (a tampered row). */
const MAX_N = 2 ** 20

function derive(password: string, salt: Buffer, { N, r, p }: Params): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; maxmem must exceed it or Node refuses.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** A scrypt hash in the stored form, as accounts made before argon2id carry it. */
export async function scryptHash(password: string, params: Params = LAST_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params)
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored)
  if (!match) return null
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // scrypt itself refuses N ≥ 2^(16·r) (it would throw, not answer false): 2^16 needs r ≥ 2.
  if (N > MAX_N || r > 32 || p > 16 || N < 2 || (N & (N - 1)) !== 0 || N >= 2 ** (16 * r)) return null
  return { params: { N, r, p }, salt: Buffer.from(match[4]!, 'base64'), key: Buffer.from(match[5]!, 'base64') }
}

/** True when `stored` is a scrypt hash (well formed or not). */
export const isScryptHash = (stored: string) => stored.startsWith('scrypt$')

/** True when `password` matches the scrypt hash `stored`; the final comparison is constant-time. */
export async function scryptVerify(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}
