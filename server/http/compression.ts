import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** Answers smaller than this go as they are: below it, gzip's header and the decoder cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024

/** What is compressed as it is answered: our pages and JSON (built files come precompressed, server/routes/client.ts). */
const COMPRESSED_AS_ANSWERED = /^(text\/html|application\/json)\b/i

/** A client that names neither encoding Hono's compress writes gets every answer as it is. */
const TAKES_AN_ENCODING = /\b(gzip|deflate)\b|\*/i

/** Cache-Control values that forbid changing the answer on its way (Hono's compress honours the same). */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/**
 * Whether Hono's compress would consider this answer (and so name Accept-Encoding in its Vary):
 * a whole answer of a type compressed as answered, not already encoded, not a HEAD, not
 * `no-transform`, and of unknown length or at least {@link COMPRESS_MIN_BYTES}.
 */
function compressible(c: Context): boolean {
  const { res } = c
  const length = res.headers.get('Content-Length')
  return (
    res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Transfer-Encoding') &&
    !(length && Number(length) < COMPRESS_MIN_BYTES) &&
    COMPRESSED_AS_ANSWERED.test(res.headers.get('Content-Type') ?? '') &&
    !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  )
}

/**
 * Pages and JSON answered gzip-compressed when the browser accepts it and the answer is at least
 * {@link COMPRESS_MIN_BYTES} (issue 19). Hono's compress does the encoding, the Vary header and
 * the weak ETag; it can only skip small answers whose length it knows, and a Hono JSON or page
 * answer has none yet, so the inner step measures those answers first (they are built in memory
 * whole, so reading them costs no extra wait). Streams and files pass untouched: a file that
 * should be compressed was compressed at build and carries its Content-Encoding.
 *
 * A client that takes no encoding (a script, a server, a bench) gets the answer as it is, with
 * the same `Vary: Accept-Encoding` a browser's would carry, set on the answer's own headers:
 * Hono's compress sets it through `c.header`, which rebuilds a finished answer as a web Response
 * whose body the Node adapter must then read back as a stream (measured: a quarter of the main
 * thread's time on a 27 KB JSON answer).
 */
export function compression(): MiddlewareHandler {
  const encode = compress({ threshold: COMPRESS_MIN_BYTES, contentTypeFilter: COMPRESSED_AS_ANSWERED })
  const measure: MiddlewareHandler = async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('Content-Type') ?? ''
    if (!res.body || res.headers.has('Content-Length') || res.headers.has('Content-Encoding') || !COMPRESSED_AS_ANSWERED.test(type)) return
    const bytes = await res.arrayBuffer()
    c.res = new Response(bytes, res)
    c.res.headers.set('Content-Length', String(bytes.byteLength))
  }
  return async (c, next) => {
    if (TAKES_AN_ENCODING.test(c.req.header('Accept-Encoding') ?? '')) {
      await encode(c, async () => {
        await measure(c, next)
      })
      return
    }
    await next()
    if (!compressible(c)) return
    const vary = c.res.headers.get('Vary')
    if (vary !== '*' && !/\baccept-encoding\b/i.test(vary ?? ''))
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
}
