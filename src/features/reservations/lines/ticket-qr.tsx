import encodeQR from '@paulmillr/qr'

/**
 * A QR code drawn here, in the browser, from the ticket's text (no image from elsewhere): one SVG
 * path of the dark modules, with the quiet zone around it, labelled for screen readers.
 */
export function TicketQr({ text, label }: { text: string; label: string }) {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 0 })
  const size = modules.length + 8
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : ''))).join('')
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className="size-36 bg-white" shapeRendering="crispEdges">
      <path d={path} fill="#000000" />
    </svg>
  )
}
