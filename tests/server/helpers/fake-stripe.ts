import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local HTTP server that answers the Payment Intents calls our Stripe provider makes (create
 * with manual capture and confirm, retrieve, capture, cancel, and refunds), as Stripe's API
 * answers them: form-encoded bodies, idempotency keys replayed, card errors as 402. It records
 * every call, so a test can see what reached "Stripe". `pm_card_chargeDeclined` is declined,
 * `pm_card_threeDSecure2Required` asks for authentication, any other method id is approved.
 */

export type FakeIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: 'requires_capture' | 'requires_action' | 'succeeded' | 'canceled'
  payment_method: string
  capture_method: 'manual'
  metadata: Record<string, string>
  latest_charge: { id: string; object: 'charge'; amount_refunded: number } | null
}

export type FakeStripe = {
  url: { host: string; port: number; protocol: 'http' }
  intents: Map<string, FakeIntent>
  calls: { method: string; path: string; idempotencyKey: string | undefined; body: Record<string, string> }[]
  /** Drops every connection unanswered (Stripe unreachable) while true. */
  failing: { on: boolean }
  close(): Promise<void>
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => resolve(body))
  })

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>()
  const replays = new Map<string, { status: number; body: unknown }>()
  const calls: FakeStripe['calls'] = []
  const failing = { on: false }
  let next = 1
  const server: Server = createServer(async (req, res) => {
    const body = Object.fromEntries(new URLSearchParams(await read(req)))
    const path = (req.url ?? '').split('?')[0]!
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    if (!failing.on) calls.push({ method: req.method!, path, idempotencyKey, body })
    const send = (status: number, answer: unknown) => {
      if (idempotencyKey && req.method === 'POST') replays.set(idempotencyKey, { status, body: answer })
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` })
      res.end(JSON.stringify(answer))
    }
    // Unreachable: the connection drops before any answer, so nothing is kept for the key.
    if (failing.on) return void req.socket.destroy()
    const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined
    if (replay && req.method === 'POST') {
      res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
      return res.end(JSON.stringify(replay.body))
    }
    const unexpected = (intent: FakeIntent) =>
      send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${intent.status}.`,
        },
      })
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (body.payment_method === 'pm_card_chargeDeclined') {
        return send(402, {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        })
      }
      const id = `pi_fake_${next++}`
      const metadata: Record<string, string> = {}
      for (const [k, v] of Object.entries(body)) {
        const m = /^metadata\[(.+)\]$/.exec(k)
        if (m) metadata[m[1]!] = v
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency!,
        status: body.payment_method === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'requires_capture',
        payment_method: body.payment_method!,
        capture_method: 'manual',
        metadata,
        latest_charge: { id: `ch_fake_${next++}`, object: 'charge', amount_refunded: 0 },
      }
      intents.set(id, intent)
      return send(200, intent)
    }
    const action = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path)
    if (action) {
      const intent = intents.get(action[1]!)
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } })
      if (req.method === 'GET') return send(200, intent)
      if (action[2] === 'capture') {
        if (intent.status !== 'requires_capture') return unexpected(intent)
        intent.status = 'succeeded'
        return send(200, intent)
      }
      if (action[2] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpected(intent)
        intent.status = 'canceled'
        return send(200, intent)
      }
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.payment_intent!)
      if (!intent || intent.status !== 'succeeded') {
        return send(400, { error: { type: 'invalid_request_error', code: 'charge_not_captured', message: 'Not captured' } })
      }
      intent.latest_charge!.amount_refunded += Number(body.amount)
      return send(200, {
        id: `re_fake_${next++}`,
        object: 'refund',
        amount: Number(body.amount),
        payment_intent: intent.id,
        status: 'succeeded',
      })
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${path})` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: { host: '127.0.0.1', port, protocol: 'http' },
    intents,
    calls,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
