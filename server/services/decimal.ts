/**
 * Exact decimal arithmetic on strings through BigInt, for currency rates. Floats never touch
 * a stored rate; a rate becomes a JSON number only at the edge, from its exact decimal text.
 */

/** The number of decimals every rate is kept with (matches numeric(28,16) in the store). */
export const RATE_SCALE = 16

const pattern = /^(\d+)(?:\.(\d+))?$/

/** Parses a non-negative decimal text ("1.0876", "182,85" is refused) into units of 10^-scale. */
export function toScaled(text: string, scale = RATE_SCALE): bigint {
  const match = pattern.exec(text.trim())
  if (!match) throw new RangeError(`not a decimal number: ${text}`)
  const [, whole, fraction = ''] = match
  const digits = (fraction + '0'.repeat(scale + 1)).slice(0, scale + 1)
  const tenfold = BigInt(whole + digits)
  // Round half up on the first dropped digit.
  return (tenfold + 5n) / 10n
}

/** Formats units of 10^-scale as decimal text with exactly `scale` decimals. */
export function fromScaled(value: bigint, scale = RATE_SCALE): string {
  const text = value.toString().padStart(scale + 1, '0')
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`
}

/** numerator / denominator, both scaled, rounded half up to the same scale. */
export function divideScaled(numerator: bigint, denominator: bigint, scale = RATE_SCALE): bigint {
  if (denominator <= 0n) throw new RangeError('division by a non-positive rate')
  const unit = 10n ** BigInt(scale)
  return (numerator * unit * 2n + denominator) / (denominator * 2n)
}

/** Significant digits a rate is answered with: ECB quotes five or six, so twelve lose nothing. */
export const RATE_SIGNIFICANT_DIGITS = 12

/**
 * The rate as a JSON number, read from its exact decimal text and cut to twelve significant
 * digits, so that EUR → JPY answers 182.85 rather than 182.85000000000014.
 */
export function scaledToNumber(value: bigint, scale = RATE_SCALE): number {
  return Number(Number(fromScaled(value, scale)).toPrecision(RATE_SIGNIFICANT_DIGITS))
}
