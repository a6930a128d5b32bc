import { expect, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'

/** The flow inspector as a tester meets it: the floating "Flows" button, its panel, and /dev/flows. */
export function flowInspectorPage(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Flow inspector' })
  const chart = (machineId: string) => panel.getByRole('group', { name: `State chart of ${machineId}` })
  return {
    panel,
    chart,
    async open() {
      await page.getByRole('button', { name: 'Flows' }).click()
      await expect(panel).toBeVisible()
      await expectAccessible(page, 'the flow inspector panel')
    },
    /** The state drawn highlighted on the machine's chart (its box is marked current). */
    highlightedState: (machineId: string) => chart(machineId).locator('[aria-current="true"]'),
    /** The selected actor's events, newest first, each "time event → state". */
    eventLog: () => panel.getByRole('list', { name: 'Event log' }).getByRole('listitem'),
    /** /dev/flows: one article per machine, each with its chart. */
    machines: () => page.getByRole('article'),
  }
}
