import { randomBytes } from 'node:crypto'
import { sha256Hex } from '../digest'

/** A fresh 256-bit secret, base64url (43 characters): session cookies and mailed keys. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What the store keeps instead of a secret: its SHA-256, hex. */
export const hashSecret = (secret: string) => sha256Hex(secret)
