import { readdirSync, readlinkSync } from 'node:fs'
import { resolve, sep } from 'node:path'

/**
 * The other processes holding files of an embedded (PGlite) store open, found through
 * /proc/<pid>/fd; null where that cannot be told (no /proc, as on macOS). PGlite takes no lock on
 * its folder and keeps its files open while it runs, so a second process opening the same folder
 * (a command next to a running server) would corrupt it: commands ask here first.
 */
export function embeddedStoreHolders(dataDir: string): number[] | null {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const folder = resolve(dataDir)
  const inside = (target: string) => target === folder || target.startsWith(folder + sep)
  const holders: number[] = []
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's process
    }
    for (const fd of fds) {
      try {
        if (inside(readlinkSync(`/proc/${pid}/fd/${fd}`))) {
          holders.push(Number(pid))
          break
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return holders
}
