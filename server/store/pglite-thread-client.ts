import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { projectPaths } from '../paths'

/**
 * The embedded store on a thread of its own (server/store/pglite-thread.mjs; docs/decisions.md
 * "The embedded store runs on a thread of its own"): the part of PGlite's interface that Drizzle's
 * PGlite driver and the store use (query, transaction, listen, dump, close), each call a
 * message to the thread and its answer.
 *
 * Not PGlite's own PGliteWorker: it is made for browsers (a Web Worker, tabs electing a leader
 * through navigator.locks), which Node 20 has neither of.
 */
export interface PgliteThreadOptions {
  /** The data folder, or undefined for a store in memory. */
  dataDir?: string
  /** A dump (dumpDataDir) the store starts from instead of a new cluster. */
  loadDataDir?: Blob
  /** Postgres start parameters added to PGlite's defaults (`-c name=value`). */
  startParams: string[]
}

/** A transaction as Drizzle's driver uses it: statements run inside it until it ends. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }
type Answer = { id: number; result?: unknown; error?: Record<string, unknown> }
type Note = { notify: string } | { ready: boolean; error?: Record<string, unknown> }

/** What a closed or crashed store answers: the message storeUnreachable knows (server/store/errors.ts). */
const CLOSED = 'PGlite is closed'

/** A driver error rebuilt on this side, with the fields the thread sent (code, constraint, table…). */
function errorFrom(fields: Record<string, unknown> | undefined): Error {
  const { message, name, ...rest } = fields ?? {}
  const error = Object.assign(new Error(typeof message === 'string' ? message : 'store error'), rest)
  if (typeof name === 'string') error.name = name
  return error
}

const PROBE = '\u0000a value the parser must give back as it is'

/**
 * A query's options as a message: the row mode, and the types whose parser keeps the text as it
 * is. Those are the only parsers Drizzle passes (timestamps, dates, intervals and their arrays:
 * drizzle-orm/pglite/session.js); a parser that does anything else cannot cross threads and is
 * refused rather than silently dropped, as are options this store never uses.
 */
export function wireOptions(options: QueryOptions | undefined): { rowMode?: 'array' | 'object'; textTypes?: number[] } {
  if (!options) return {}
  const { rowMode, parsers, ...rest } = options
  const unsupported = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
  if (unsupported.length > 0) throw new Error(`The store's thread takes no ${unsupported.join(', ')} option`)
  const textTypes = Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse(PROBE, Number(type)) !== PROBE) throw new Error(`The parser of type ${type} cannot cross to the store's thread`)
    return Number(type)
  })
  return { rowMode, textTypes: textTypes.length > 0 ? textTypes : undefined }
}

export class PgliteThread {
  #worker: Worker
  #pending = new Map<number, Pending>()
  #listeners = new Map<string, Set<() => void>>()
  #nextId = 1
  #closed = false
  #closing = false
  #crash: unknown

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (message: Answer | Note) => this.#receive(message))
    // Until the store is ready a failure is start's to throw; after, see #exited.
    worker.on('error', (error) => this.#fail(error))
    worker.on('exit', () => this.#fail())
  }

  /** Starts the thread and answers once its store is ready (or throws what stopped it). */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(projectPaths.pgliteThread, {
      workerData: {
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
        startParams: options.startParams,
      },
    })
    const ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: Note | Answer) => {
        if (!('ready' in message)) return
        worker.off('message', onReady)
        if (message.ready) resolve()
        else reject(errorFrom(message.error))
      }
      worker.on('message', onReady)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`The store's thread stopped (exit code ${code}) before it was ready`)))
    })
    const thread = new PgliteThread(worker)
    await ready
    worker.removeAllListeners('error').on('error', (error) => thread.#fail(error))
    worker.removeAllListeners('exit').on('exit', () => thread.#exited())
    thread.#idle()
    return thread
  }

  get closed(): boolean {
    return this.#closed
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call('query', { sql, params, ...wireOptions(options) }) as Promise<Results<T>>
  }

  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. Other
   * statements wait for it on the thread, as they do in PGlite itself.
   */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call('begin', {})) as number
    let open = true
    const inside = <R>(call: string, fields: Record<string, unknown>) => {
      if (!open) return Promise.reject(new Error('Transaction is closed'))
      return this.#call(call, { ...fields, tx }) as Promise<R>
    }
    let result: T
    try {
      result = await work({
        query: (sql, params, options) => inside('query', { sql, params, ...wireOptions(options) }),
      })
    } catch (error) {
      open = false
      await this.#call('end', { tx, commit: false }).catch(() => {})
      throw error
    }
    open = false
    await this.#call('end', { tx, commit: true })
    return result
  }

  /** Calls `onNotify` on each NOTIFY of `channel`; answers the function that stops it. */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel)
    if (!listeners) {
      listeners = new Set()
      this.#listeners.set(channel, listeners)
      await this.#call('listen', { channel })
    }
    listeners.add(onNotify)
    return async () => {
      listeners.delete(onNotify)
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return
      this.#listeners.delete(channel)
      if (!this.#closed) await this.#call('unlisten', { channel })
    }
  }

  /** The data folder as a gzipped tar, taken after a checkpoint while no transaction is open. */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.#call('dump', {})) as ArrayBuffer
    return new Blob([bytes], { type: 'application/x-gzip' })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closing = true
    await this.#call('close', {}).catch(() => {})
    this.#closed = true
    await this.#worker.terminate()
  }

  #call(call: string, fields: Record<string, unknown>): Promise<unknown> {
    // Once closing, as PGlite: what was sent is answered and an open transaction may finish,
    // nothing new is taken.
    const finishing = call === 'close' || call === 'end' || fields.tx !== undefined
    if (this.#closed || (this.#closing && !finishing)) return Promise.reject(new Error(CLOSED))
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      // The thread keeps the process alive only while a call waits on it, as PGlite in process
      // (which holds no handle) never did.
      if (this.#pending.size === 1) this.#worker.ref()
      this.#worker.postMessage({ id, call, ...fields })
    })
  }

  #receive(message: Answer | Note) {
    if ('notify' in message) {
      for (const listener of this.#listeners.get(message.notify) ?? []) listener()
      return
    }
    if (!('id' in message)) return
    const pending = this.#pending.get(message.id)
    if (!pending) return
    this.#pending.delete(message.id)
    this.#idle()
    if (message.error) pending.reject(errorFrom(message.error))
    else pending.resolve(message.result)
  }

  /**
   * The thread ended. Asked to, that is all; otherwise the store crashed, and so does the process,
   * as it did when PGlite ran in it: a server whose store is gone for good should be restarted by
   * its supervisor, not answer 503 forever.
   */
  #exited() {
    this.#fail()
    if (this.#closing) return
    const crash = this.#crash
    setImmediate(() => {
      throw new Error("The embedded store's thread stopped", { cause: crash })
    })
  }

  #idle() {
    if (this.#pending.size === 0) this.#worker.unref()
  }

  /**
   * The thread is gone (closed, crashed or stopped): every waiting call fails as on a closed
   * store, with what crashed it as the cause, for the log.
   */
  #fail(crash?: unknown) {
    this.#crash ??= crash
    this.#closed = true
    for (const { reject } of this.#pending.values()) reject(new Error(CLOSED, { cause: crash }))
    this.#pending.clear()
  }
}
