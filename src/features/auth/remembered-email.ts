/** The remember-password checkbox keeps the email on this device (the session itself lasts 30 days). */
const key = 'rememberedEmail'

export function rememberedEmail(): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(key, email)
  } catch {
    // Storage may be off (private mode); remembering is a convenience.
  }
}

export function forgetEmail(): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // As above.
  }
}
