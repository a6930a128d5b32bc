/*
 * An organisation's SVG files as PNG, for the mails: the common mail clients (Gmail, Outlook) do not
 * show SVG images, so a mail's logo is the PNG rendition of the organisation's SVG logo
 * (docs/decisions.md#the-mail-logo-is-a-png). Drawn with resvg at twice the height the mail shows
 * it, so it stays sharp on high-density screens. resvg is loaded on the first rendition only (the
 * pages never need it), and a rendition is kept per file hash: a new logo has a new hash.
 */

/** The height in pixels of the rendition: the mail shows the logo 48 px high. */
export const PNG_LOGO_HEIGHT = 96

const MAX_KEPT = 32
const kept = new Map<string, Buffer>()

/** The PNG of the SVG `svg`, whose content hash is `sha256`. */
export async function pngOfSvg(svg: Buffer, sha256: string): Promise<Buffer> {
  const found = kept.get(sha256)
  if (found) return found
  const { Resvg } = await import('@resvg/resvg-js')
  const png = new Resvg(svg, { fitTo: { mode: 'height', value: PNG_LOGO_HEIGHT }, font: { loadSystemFonts: true } }).render().asPng()
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(sha256, png)
  return png
}
