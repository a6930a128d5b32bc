import { lazy } from 'react'

/*
 * The flow inspector and the flows page, one import further away: the chunk that names them also
 * lists every machine's chunk to preload with them (they draw every machine), and that list, in
 * the home page's first scripts, grew with each machine (`npm run size`). Testers wait one more
 * round trip for the inspector; visitors download none of it.
 */
const Inspector = lazy(() => import('@/features/dev/flow-inspector'))
const Flows = lazy(() => import('@/features/dev/flows-page'))

export function FlowInspector() {
  return <Inspector />
}

export function FlowsPage() {
  return <Flows />
}
