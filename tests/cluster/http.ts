import { request } from 'node:http'

/** The demo organisation's development host (tests/server use it too). */
export const DEMO_HOST = 'localhost'

export type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** The process that answered, as nginx names it (X-Upstream, added by the test's nginx.conf). */
  upstream: string | undefined
  json(): unknown
}

/** The atlas organisation's development host: it lets guests book without a session. */
export const ATLAS_HOST = 'atlas.localhost'

/**
 * One HTTP request to 127.0.0.1:port as a browser on http://<site>:port sends it: Host and
 * Origin name the organisation's host, the demo's unless `site` says (fetch() cannot set Host,
 * hence node:http).
 */
export function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; rawBody?: Buffer; headers?: Record<string, string>; site?: string } = {},
): Promise<Answer> {
  const body = options.rawBody ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)))
  const host = `${options.site ?? DEMO_HOST}:${port}`
  const headers: Record<string, string> = {
    host,
    ...(method === 'POST' ? { origin: `http://${host}`, 'content-type': 'application/json' } : {}),
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...options.headers,
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const upstream = res.headers['x-upstream']
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          upstream: typeof upstream === 'string' && upstream !== '' ? upstream : undefined,
          json: () => JSON.parse(text) as unknown,
        })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The `userToken=...` pair of an answer's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(answer: Answer): string {
  const cookies = answer.headers['set-cookie'] ?? []
  const line = (Array.isArray(cookies) ? cookies : [cookies]).find((c) => c.startsWith('userToken='))
  if (!line) throw new Error(`no session cookie in the answer (${answer.status}): ${answer.text}`)
  return line.split(';')[0]!
}
