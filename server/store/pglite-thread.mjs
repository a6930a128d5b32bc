// @ts-check
/**
 * The embedded store's thread (docs/decisions.md "The embedded store runs on a thread of its
 * own"): PGlite runs each statement synchronously on the thread that owns it, so on the server's
 * main thread every search stopped the HTTP, validation and JSON work of every other request.
 * Here it runs beside them, on the second core. server/store/pglite-thread-client.ts is the other
 * end; the messages are the few calls Drizzle and the store make (query, transactions,
 * LISTEN, dump, close), each answered by the id it came with.
 *
 * Plain JavaScript so that it runs as it is from server/ under tsx, Vitest and the bundled server.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { preparedStatements } from './pglite-statements.mjs'

if (!parentPort) throw new Error('pglite-thread.mjs runs as a worker thread')
const port = parentPort

/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; startParams: string[] }} */
const options = workerData
const pg = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  startParams: [...PGlite.defaultStartParams, ...options.startParams],
})
// Statements run prepared from their second use (pglite-statements.mjs).
const statements = preparedStatements(pg)

/** Open transactions by id: the PGlite transaction and the function that ends it. */
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction; end: (commit: boolean) => void }>} */
const transactions = new Map()
/** LISTEN stoppers by channel. */
/** @type {Map<string, () => Promise<void>>} */
const listening = new Map()
let nextTransaction = 1

const identity = (/** @type {unknown} */ value) => value

/** A driver error as a plain object: its message and the fields the store reads (code, constraint…). */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) }
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name }
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params') continue
    if (value === undefined || typeof value === 'string' || typeof value === 'number') fields[key] = value
  }
  return fields
}

/** The open transaction a call names, if it names one. */
function transactionOf(/** @type {number | undefined} */ id) {
  if (id === undefined) return undefined
  const open = transactions.get(id)
  if (!open) throw new Error('Transaction is closed')
  return open.tx
}

/**
 * A query's options as PGlite takes them: the row mode, and the types left as text (the only
 * parsers that cross from the other thread are these; see the client).
 * @param {{ rowMode?: 'array' | 'object'; textTypes?: number[] }} message
 */
const queryOptions = ({ rowMode, textTypes }) => ({
  rowMode,
  parsers: textTypes ? Object.fromEntries(textTypes.map((type) => [type, identity])) : undefined,
})

/** @type {Record<string, (message: any) => Promise<unknown>>} */
const calls = {
  query: async (m) => statements.query(m.sql, m.params, queryOptions(m), transactionOf(m.tx)),
  // Answers once PGlite holds the transaction; it stays open until `end` names it.
  begin: () =>
    new Promise((opened, failed) => {
      const id = nextTransaction++
      pg.transaction(async (tx) => {
        const commit = await new Promise((end) => {
          transactions.set(id, { tx, end })
          opened(id)
        })
        transactions.delete(id)
        if (!commit && !tx.closed) await tx.rollback()
      }).then(
        () => ended.get(id)?.resolve(undefined),
        (error) => (ended.has(id) ? ended.get(id)?.reject(error) : failed(error)),
      )
    }),
  end: (m) =>
    new Promise((resolve, reject) => {
      const open = transactions.get(m.tx)
      if (!open) return reject(new Error('Transaction is closed'))
      ended.set(m.tx, { resolve, reject })
      open.end(m.commit)
    }).finally(() => ended.delete(m.tx)),
  listen: async (m) => {
    if (listening.has(m.channel)) return
    listening.set(m.channel, await pg.listen(m.channel, () => port.postMessage({ notify: m.channel })))
  },
  unlisten: async (m) => {
    const stop = listening.get(m.channel)
    listening.delete(m.channel)
    if (stop && !pg.closed) await stop()
  },
  // Inside a transaction, as the store in process did: none is half-done while the files are copied.
  dump: () =>
    pg.transaction(async (tx) => {
      await tx.exec('CHECKPOINT')
      const blob = await pg.dumpDataDir('gzip')
      return blob.arrayBuffer()
    }),
  // After every call that came before it has been answered, as PGlite closes after the
  // statements already queued; the thread's port closes with it, so a later answer would be lost.
  close: async () => {
    await Promise.allSettled([...inFlight])
    if (!pg.closed) await pg.close()
  },
}

/** The calls received and not yet answered. */
/** @type {Set<Promise<unknown>>} */
const inFlight = new Set()

/** How each transaction's `end` learns whether the COMMIT or ROLLBACK went through. */
/** @type {Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>} */
const ended = new Map()

port.on('message', (/** @type {{ id: number; call: string }} */ message) => {
  const call = calls[message.call]
  if (!call) {
    port.postMessage({ id: message.id, error: { message: `No store call ${message.call}` } })
    return
  }
  const answered = call(message).then(
    (result) => {
      // A dump's bytes move to the other thread rather than being copied.
      const transfer = result instanceof ArrayBuffer ? [result] : []
      port.postMessage({ id: message.id, result }, transfer)
      if (message.call === 'close') port.close()
    },
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  )
  inFlight.add(answered)
  answered.finally(() => inFlight.delete(answered))
})

pg.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: plainError(error) }),
)
