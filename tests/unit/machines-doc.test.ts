import { mkdtempSync, rmSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { and, fromPromise, not, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { guardLabel } from '../../scripts/machines/describe'
import { generateDocs, outOfDate, type MachineEntry } from '../../scripts/machines/generate'
import { toMermaid } from '../../scripts/machines/mermaid'

/** A small machine with one of each: guard, eventless and delayed transitions, an actor's outcomes, a parallel state of nested ones, a final state. */
function demoMachine(submitDescription = 'No email: ask for one.') {
  return setup({
    actors: { send: fromPromise(async () => 'sent') },
    guards: { emailMissing: () => false },
  }).createMachine({
    id: 'demo',
    initial: 'editing',
    states: {
      editing: {
        description: 'The form.',
        on: {
          'field.change': { description: 'The typed value is kept.' },
          'form.submit': [{ guard: 'emailMissing', target: 'editing', description: submitDescription }, { target: 'validating' }],
        },
      },
      validating: { always: { target: 'sending' } },
      sending: {
        invoke: { id: 'send', src: 'send', onDone: 'working', onError: { target: 'editing', description: 'Refused.' } },
      },
      working: {
        type: 'parallel',
        on: { finish: 'done' },
        states: {
          timer: { initial: 'waiting', states: { waiting: { after: { 500: 'elapsed' } }, elapsed: {} } },
          form: { initial: 'open', states: { open: { on: { 'form.close': 'closed' } }, closed: {} } },
        },
      },
      done: { type: 'final' },
    },
  })
}

describe('machines:doc, the diagram', () => {
  it('draws nested, parallel and final states and labels each transition with its event and guard', () => {
    expect(toMermaid(demoMachine())).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> editing',
        '  state working {',
        '    state "timer" as working_timer',
        '    state working_timer {',
        '      [*] --> working_timer_waiting',
        '      state "waiting" as working_timer_waiting',
        '      state "elapsed" as working_timer_elapsed',
        '      working_timer_waiting --> working_timer_elapsed : after 500ms',
        '    }',
        '    --',
        '    state "form" as working_form',
        '    state working_form {',
        '      [*] --> working_form_open',
        '      state "open" as working_form_open',
        '      state "closed" as working_form_closed',
        '      working_form_open --> working_form_closed : form.close',
        '    }',
        '  }',
        '  editing --> editing : field.change',
        '  editing --> editing : form.submit [emailMissing]',
        '  editing --> validating : form.submit',
        '  validating --> sending : always',
        '  sending --> working : done(send)',
        '  sending --> editing : error(send)',
        '  working --> done : finish',
        '  done --> [*]',
        '',
      ].join('\n'),
    )
  })

  it('draws the machine around its states when the machine itself has transitions', () => {
    const machine = setup({ guards: { offered: () => true } }).createMachine({
      id: 'prefs',
      initial: 'loading',
      states: { loading: { on: { loaded: 'ready' } }, ready: {} },
      on: { choose: { guard: 'offered', target: '.loading' } },
    })
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  state "prefs" as root',
        '  state root {',
        '    [*] --> loading',
        '    loading --> ready : loaded',
        '  }',
        '  root --> loading : choose [offered]',
        '',
      ].join('\n'),
    )
  })

  it('names built-in guard combinations and inline guards', () => {
    expect(guardLabel(and(['isSocial', not('accessCodeShown')]))).toBe('isSocial and not accessCodeShown')
    expect(guardLabel({ type: 'isOfferedLanguage', params: { code: 'es' } })).toBe('isOfferedLanguage')
    expect(guardLabel(() => true)).toBe('inline guard')
    expect(guardLabel(undefined)).toBeNull()
  })
})

describe('machines:doc, the pages', () => {
  const entry = (machine = demoMachine()): MachineEntry => ({ id: 'demo', file: 'demo.machine.ts', summary: 'A demo flow.', machine })

  it('lists states and transitions with their descriptions, and the share the model-based paths walk', () => {
    const machine = demoMachine()
    const paths = () => getShortestPaths(machine, { events: [{ type: 'form.submit' }] })
    const files = generateDocs([entry(machine)], { demo: paths })
    expect([...files.keys()]).toEqual(['demo.md', 'README.md'])
    const page = files.get('demo.md')!
    expect(page).toContain('```mermaid\n' + toMermaid(machine) + '```')
    expect(page).toContain('| `editing` | initial, atomic | The form. |')
    expect(page).toContain('| `working.timer.waiting` | initial, atomic |  |')
    expect(page).toContain('| `editing` | `form.submit` | `emailMissing` | `editing` | No email: ask for one. | **no** |')
    expect(page).toContain('| `validating` | `always` |  | `sending` |  | yes |')
    expect(page).toContain('| `sending` | `error: send` |  | `editing` | Refused. | **no** |')
    expect(page).toContain('| `editing` | `field.change` |  | (self) | The typed value is kept. | **no** |')
    const index = files.get('README.md')!
    expect(index).toContain('| [demo](demo.md) | `machines/demo.machine.ts` | 11 | 7 | 1 | 2 of 9 (22%) |')
    expect(index).toContain('- Events: `field.change`, `form.submit`, `done: send`, `error: send`, `finish`, `after 500ms`, `form.close`')
  })

  it('says "not measured" for a machine no model-based paths walk', () => {
    const files = generateDocs([entry()], {})
    expect(files.get('README.md')).toContain('| 11 | 7 | 1 | not measured (UI tests only) |')
    expect(files.get('demo.md')).toContain('Not measured')
    expect(files.get('demo.md')).not.toContain('| walked |')
  })
})

describe('machines:check, the out-of-date check', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function committed(files: Map<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'machines-doc-'))
    for (const [name, content] of files) writeFileSync(join(dir, name), content)
  }

  it('reports nothing when the committed docs are identical', () => {
    const files = generateDocs([{ id: 'demo', file: 'demo.machine.ts', summary: 'A demo flow.', machine: demoMachine() }], {})
    committed(files)
    expect(
      outOfDate(
        generateDocs([{ id: 'demo', file: 'demo.machine.ts', summary: 'A demo flow.', machine: demoMachine() }], {}),
        dir,
        'docs/machines',
      ),
    ).toEqual([])
  })

  it('names the page of a changed machine', () => {
    const entry = (machine: MachineEntry['machine']) => [{ id: 'demo', file: 'demo.machine.ts', summary: 'A demo flow.', machine }]
    committed(generateDocs(entry(demoMachine()), {}))
    const changed = generateDocs(entry(demoMachine('No email: the field turns red.')), {})
    expect(outOfDate(changed, dir, 'docs/machines')).toEqual(['docs/machines/demo.md is out of date'])
  })

  it('names a hand-edited, a missing and a leftover file', () => {
    const files = generateDocs([{ id: 'demo', file: 'demo.machine.ts', summary: 'A demo flow.', machine: demoMachine() }], {})
    committed(files)
    appendFileSync(join(dir, 'README.md'), '\nA note added by hand.\n')
    unlinkSync(join(dir, 'demo.md'))
    writeFileSync(join(dir, 'retired.md'), '# retired\n')
    expect(outOfDate(files, dir, 'docs/machines')).toEqual([
      'docs/machines/demo.md is missing',
      'docs/machines/README.md is out of date',
      'docs/machines/retired.md belongs to no machine',
    ])
  })
})
