/*
 * A link into a booking may name the wallet certificate to apply at the checkout: a stay the
 * results mark "covered by your certificate" names the one that covers it (`certificate=CODE`),
 * through the unit page to the checkout, where it is pre-selected when the wallet offers it
 * (docs/decisions.md "A covered stay names its certificate").
 */

export const CERTIFICATE_PARAM = 'certificate'
/** Card codes as the wallet issues them (CERT-STY-0001); anything else in the link is ignored. */
const CARD_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/

/** The certificate a link names, or null when it names none or not a card code. */
export function readCertificateParam(params: URLSearchParams): string | null {
  const code = params.get(CERTIFICATE_PARAM)
  return code !== null && CARD_CODE.test(code) ? code : null
}

/** A link (with a query string already) that also names the certificate, when there is one. */
export const withCertificate = (url: string, code: string | null) =>
  code === null ? url : `${url}&${new URLSearchParams([[CERTIFICATE_PARAM, code]]).toString()}`
