type Load = { script: HTMLScriptElement; done: Promise<void> }

// One load per src: a second button (or React's StrictMode double effect) waits on the first.
const loads = new Map<string, Load>()

/**
 * Adds `<script async src>` to the page once and resolves when it has run. A failed load is
 * forgotten (its tag removed), so a later call tries again; so is a tag someone removed.
 */
export function loadScript(src: string): Promise<void> {
  const known = loads.get(src)
  if (known?.script.isConnected) return known.done
  const script = document.createElement('script')
  script.src = src
  script.async = true
  const done = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        script.remove()
        if (loads.get(src)?.script === script) loads.delete(src)
        reject(new Error(`Could not load ${src}`))
      },
      { once: true },
    )
  })
  loads.set(src, { script, done })
  document.head.appendChild(script)
  return done
}
