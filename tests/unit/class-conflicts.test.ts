import { describe, expect, it } from 'vitest'
import { cn } from '@ui/cn'
import { buttonVariants } from '@ui/button'
import { classConflicts } from '../helpers/class-conflicts'

describe('cn, with the tests’ conflict check', () => {
  it('joins classes that do not compete, and the shorthand before the side it refines', () => {
    const hidden = false
    expect(cn('px-3', 'pe-12', hidden && 'hidden', 'text-sm')).toBe('px-3 pe-12 text-sm')
    expect(classConflicts(buttonVariants({ variant: 'ghost', size: 'iconSm', shape: 'round' }))).toEqual([])
  })

  it('fails a class list in which one class overrides another, naming the one lost', () => {
    expect(() => cn('px-3', 'px-0')).toThrow(/px-3 lost/)
    expect(() => cn('inline-flex', 'flex justify-center')).toThrow(/inline-flex lost/)
    expect(() => cn('pe-12', 'px-3')).toThrow(/pe-12 lost/)
  })
})
