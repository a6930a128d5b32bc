import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/*
 * Password hashing with scrypt (node:crypto, run on libuv's thread pool, so the event loop keeps
 * serving while a hash is computed). Parameters: OWASP Password Storage Cheat Sheet's scrypt row
 * N=2^15, r=8, p=3 (32 MiB per hash; the N=2^17, p=1 row needs 128 MiB per concurrent sign-in).
 * Stored as "scrypt$N=32768,r=8,p=3$<salt>$<hash>" so the parameters can change later: old
 * hashes keep verifying with the parameters written beside them.
 */

type Params = { N: number; r: number; p: number }
export const CURRENT_PARAMS: Params = { N: 2 ** 15, r: 8, p: 3 }
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

/** Hashes a password into the self-describing stored form. */
export async function hashPassword(password: string, params: Params = CURRENT_PARAMS): Promise<string> {
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

/** True when `password` matches `stored`; the final comparison is constant-time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/** True when a stored hash was made with other parameters than today's (rehash on next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  const { N, r, p } = CURRENT_PARAMS
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p
}

// Made once, as the module loads, so even the first unknown email costs one hash, not two.
const dummyHash: Promise<string> = hashPassword(randomBytes(16).toString('hex'))

/**
 * Spends the same work as a real verification and answers false. Used for unknown emails and
 * password-less (SSO-only) accounts, so response time does not reveal whether an account exists.
 */
export async function dummyVerify(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash)
  return false
}
