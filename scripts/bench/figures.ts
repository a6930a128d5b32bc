/**
 * The figures `npm run bench` prints beside their goals (issue 19). A figure misses when it is on
 * the wrong side of its goal by more than its noise margin; the bench then exits 1, so CI can run it
 * as an advisory step. Margins: timings, rates and ratios measured under load 10 % of the goal
 * (runs on this 2-core machine differ by about that much); Lighthouse performance 3 points (its own
 * run-to-run spread on a throttled mobile profile); bytes, accessibility and best practices none
 * (the same build gives the same figure).
 */
export type Figure = {
  name: string
  value: number
  unit: string
  /** `max`: the figure must stay at or below the goal; `min`: at or above. Absent: printed only. */
  goal?: { kind: 'max' | 'min'; target: number; noise: number }
  note?: string
}

export const TIMING_NOISE = 0.1

const figures: Figure[] = []

/** Records a figure and prints it at once with its goal. */
export function record(figure: Figure): Figure {
  figures.push(figure)
  console.log(`  ${line(figure)}`)
  return figure
}

/** Whether a figure misses its goal by more than its noise. */
export function misses(figure: Figure): boolean {
  const goal = figure.goal
  if (!goal) return false
  return goal.kind === 'max' ? figure.value > goal.target + goal.noise : figure.value < goal.target - goal.noise
}

const show = (value: number, unit: string) => `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`

function line(f: Figure): string {
  const goal = f.goal
    ? `goal ${f.goal.kind === 'max' ? '≤' : '≥'} ${show(f.goal.target, f.unit)} (noise ±${show(f.goal.noise, f.unit)})`
    : 'no goal'
  const verdict = !f.goal ? '' : misses(f) ? '  MISSED' : ''
  return `${f.name}: ${show(f.value, f.unit)} — ${goal}${verdict}${f.note ? ` — ${f.note}` : ''}`
}

/** Prints every figure again as one table and answers how many missed. */
export function summary(): number {
  console.log('\nSummary (each figure beside its goal):')
  for (const f of figures) console.log(`  ${misses(f) ? '✗' : f.goal ? '✓' : '·'} ${line(f)}`)
  const missed = figures.filter(misses).length
  console.log(missed === 0 ? '\nEvery figure within its goal.' : `\n${missed} figure(s) missed their goal by more than noise.`)
  return missed
}
