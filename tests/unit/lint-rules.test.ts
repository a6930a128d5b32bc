// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it, vi } from 'vitest'

/*
 * The lint holds the design (eslint.config.js): these cases show that it fails on a violation,
 * so a green `npm run lint` means something. Each source is linted as if it lived at `filePath`;
 * the imports resolve against the real tree.
 */
vi.setConfig({ testTimeout: 60_000 })
const eslint = new ESLint({ cwd: process.cwd() })

async function rulesBroken(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature, and lets it import its own files and the shared layers', async () => {
    expect(
      await rulesBroken(
        'src/features/wallet/probe.ts',
        "import { CheckoutPage } from '@/features/checkout/checkout-page'\nexport const a = CheckoutPage\n",
      ),
    ).toContain('boundaries/dependencies')
    expect(
      await rulesBroken(
        'src/features/wallet/probe.ts',
        "import { productLabels } from '@/lib/wallet-labels'\nimport { formatMoney } from '@contract/money'\nimport { Button } from '@ui/button'\nexport const a = [productLabels, formatMoney, Button]\n",
      ),
    ).toEqual([])
  })

  it('refuses the server importing the client tree, and lets it import the contract', async () => {
    expect(await rulesBroken('server/probe.ts', "import { getCookie } from '@/lib/cookies'\nexport const a = getCookie\n")).toContain(
      'boundaries/dependencies',
    )
    expect(
      await rulesBroken('server/probe.ts', "import { cookieNames } from '@contract/cookie-names'\nexport const a = cookieNames\n"),
    ).toEqual([])
  })

  it('refuses ui and machines reaching up into features, and the contract importing the client', async () => {
    expect(
      await rulesBroken('ui/probe.tsx', "import { HomePage } from '@/features/home/home-page'\nexport const a = HomePage\n"),
    ).toContain('boundaries/dependencies')
    expect(
      await rulesBroken('machines/probe.ts', "import { HomePage } from '@/features/home/home-page'\nexport const a = HomePage\n"),
    ).toContain('boundaries/dependencies')
    expect(await rulesBroken('contract/probe.ts', "import { getCookie } from '@/lib/cookies'\nexport const a = getCookie\n")).toContain(
      'boundaries/dependencies',
    )
  })
})

describe('logical properties', () => {
  it('refuses physical utilities and style properties, and accepts their logical twins', async () => {
    expect(await rulesBroken('ui/probe.tsx', 'export const a = <div className="ml-2 flex">x</div>\n')).toContain(
      'logical/logical-properties',
    )
    expect(await rulesBroken('ui/probe.tsx', 'export const a = <p className="text-right">x</p>\n')).toContain('logical/logical-properties')
    expect(await rulesBroken('ui/probe.tsx', 'export const a = <p style={{ marginLeft: 4 }}>x</p>\n')).toContain(
      'logical/logical-properties',
    )
    expect(
      await rulesBroken('ui/probe.tsx', 'export const a = <p className="ms-2 text-end" style={{ marginInlineStart: 4 }}>x</p>\n'),
    ).toEqual([])
  })
})

describe('accessibility and hooks', () => {
  it('refuses an image without alternative text and a hook called conditionally', async () => {
    expect(await rulesBroken('ui/probe.tsx', 'export const a = <img src="/x.png" />\n')).toContain('jsx-a11y/alt-text')
    expect(
      await rulesBroken(
        'src/features/wallet/probe.tsx',
        "import { useState } from 'react'\nexport function A({ on }: { on: boolean }) { if (on) { useState(0) } return null }\n",
      ),
    ).toContain('react-hooks/rules-of-hooks')
  })
})
