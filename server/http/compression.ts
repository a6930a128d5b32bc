import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** Answers smaller than this go as they are: below it, gzip's header and the decoder cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024

/** What is compressed as it is answered: our pages and JSON (built files come precompressed, server/routes/client.ts). */
const COMPRESSED_AS_ANSWERED = /^(text\/html|application\/json)\b/i

/** A client that names neither encoding Hono's compress writes gets every answer as it is. */
const TAKES_AN_ENCODING = /\b(gzip|deflate)\b|\*/i

/**
 * Pages and JSON answered gzip-compressed when the browser accepts it and the answer is at least
 * {@link COMPRESS_MIN_BYTES} (issue 19). Hono's compress does the encoding, the Vary header and
 * the weak ETag; it can only skip small answers whose length it knows, and a Hono JSON or page
 * answer has none yet, so the inner step measures those answers first (they are built in memory
 * whole, so reading them costs no extra wait). Streams and files pass untouched: a file that
 * should be compressed was compressed at build and carries its Content-Encoding. A client that
 * takes no encoding (a script, a server, a bench) skips the measuring too: copying the answer into
 * a second Response costs about a tenth of a small search's time, for nothing.
 */
export function compression(): MiddlewareHandler {
  const encode = compress({ threshold: COMPRESS_MIN_BYTES, contentTypeFilter: COMPRESSED_AS_ANSWERED })
  const measure: MiddlewareHandler = async (c, next) => {
    await next()
    if (!TAKES_AN_ENCODING.test(c.req.header('Accept-Encoding') ?? '')) return
    const res = c.res
    const type = res.headers.get('Content-Type') ?? ''
    if (!res.body || res.headers.has('Content-Length') || res.headers.has('Content-Encoding') || !COMPRESSED_AS_ANSWERED.test(type)) return
    const bytes = await res.arrayBuffer()
    c.res = new Response(bytes, res)
    c.res.headers.set('Content-Length', String(bytes.byteLength))
  }
  return (c, next) =>
    encode(c, async () => {
      await measure(c, next)
    })
}
