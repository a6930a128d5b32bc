import type { TestProject } from 'vitest/node'
import { type ClusterInfo, startCluster } from './cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo
  }
}

/** Starts the cluster once for the run and stops it afterwards, whatever the tests did. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster()
  const { stop, ...info } = cluster
  project.provide('cluster', info)
  return stop
}
