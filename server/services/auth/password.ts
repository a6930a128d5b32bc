import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { isScryptHash, scryptVerify } from './password-scrypt'

/*
 * Password hashing with argon2id (@node-rs/argon2: a native build of the reference algorithm whose
 * hash and verify run on libuv's thread pool, so the event loop keeps serving meanwhile).
 * Parameters: OWASP Password Storage Cheat Sheet's argon2id minimum, m=19 MiB, t=2, p=1 — about a
 * tenth of the CPU of the scrypt N=2^15, r=8, p=3 it replaces, with memory-hardness that stays.
 * Stored in the PHC string form "$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>", which names its
 * parameters, so they can rise later. Accounts made before carry a scrypt hash
 * (./password-scrypt.ts): it verifies, and sign-in rehashes it to argon2id ({@link needsRehash}).
 */

export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
/** Refused before computing: stored parameters that would make one verification eat the machine (a tampered row). */
const ARGON2_LIMITS = { memoryCost: 256 * 1024, timeCost: 10, parallelism: 8 } as const

/** `Algorithm.Argon2id`: the library's enum is a const enum, which isolated modules cannot import. */
const ARGON2ID = 2

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/

/** Passwords compared as typed on any keyboard: "ﬁ" and "fi", a composed and a decomposed "é" alike. */
const normalised = (password: string) => password.normalize('NFKC')

function argon2Params(stored: string): { memoryCost: number; timeCost: number; parallelism: number } | null {
  const match = PHC.exec(stored)
  if (!match) return null
  const [memoryCost, timeCost, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_LIMITS
  // Only the costs: parameters argon2 cannot compute (t < 1, p < 1, m < 8·p) the library refuses
  // itself, before any work, with an error that verifyPassword answers false for.
  if (memoryCost > m || timeCost > t || parallelism > p) return null
  return { memoryCost, timeCost, parallelism }
}

/** Hashes a password into the self-describing stored form. */
export function hashPassword(password: string): Promise<string> {
  // Stryker disable next-line ObjectLiteral: the library's defaults are these very parameters today; named, they cannot drift.
  return hash(normalised(password), { algorithm: ARGON2ID, ...ARGON2_PARAMS })
}

/** True when `password` matches `stored` (argon2id, or an older account's scrypt); false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return scryptVerify(password, stored)
  if (!argon2Params(stored)) return false
  try {
    return await verify(stored, normalised(password))
  } catch {
    // A well-formed string whose salt or hash the library still refuses: no password matches it.
    return false
  }
}

/** True when a stored hash is not argon2id with today's parameters (rehash at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const params = argon2Params(stored)
  return (
    !params ||
    params.memoryCost !== ARGON2_PARAMS.memoryCost ||
    params.timeCost !== ARGON2_PARAMS.timeCost ||
    params.parallelism !== ARGON2_PARAMS.parallelism
  )
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
