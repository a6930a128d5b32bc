/** A call whose answers the test gives: each call waits until resolve() or reject() is called. */
export function controllable<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const calls: unknown[][] = []
  return {
    calls,
    fn: (...args: unknown[]) => {
      calls.push(args)
      return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }))
    },
    resolve: (value: T) => pending.shift()!.resolve(value),
    reject: (error: unknown) => pending.shift()!.reject(error),
  }
}
