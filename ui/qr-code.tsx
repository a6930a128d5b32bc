import encodeQR from '@paulmillr/qr'
import { cn } from '@ui/cn'

export type QrCodeProps = {
  /** What the code holds (a link). */
  value: string
  /** What it is, for a screen reader ("QR code of your referral link"). */
  label: string
  className?: string
}

/**
 * A QR code drawn locally as SVG (@paulmillr/qr encodes it; nothing is fetched): one path of dark
 * modules on a light square with the quiet zone the standard asks for (4 modules).
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const modules = encodeQR(value, 'raw', { ecc: 'medium' })
  const size = modules.length + 8
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : []))).join('')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('size-40 rounded-md bg-white', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
