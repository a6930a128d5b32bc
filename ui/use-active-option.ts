import { useState, type KeyboardEvent } from 'react'
import { nextActiveIndex } from '@ui/listbox'

/**
 * The active option of a listbox whose focus stays in an input (aria-activedescendant): the keys
 * that move it, the id the input points at, and the props that tie each option to it.
 */
export function useActiveOption(listboxId: string, count: number) {
  const [activeIndex, setActiveIndex] = useState(-1)
  const optionId = (index: number) => `${listboxId}-${index}`
  return {
    activeIndex,
    setActiveIndex,
    /** The value for aria-activedescendant. */
    activeDescendant: activeIndex >= 0 && activeIndex < count ? optionId(activeIndex) : undefined,
    /** Moves the active option on ArrowUp/ArrowDown/Home/End; false when the key is another. */
    navigate(event: KeyboardEvent): boolean {
      const next = nextActiveIndex(event.key, activeIndex, count)
      if (next === null) return false
      event.preventDefault()
      setActiveIndex(next)
      return true
    },
    optionProps: (index: number) => ({
      id: optionId(index),
      active: index === activeIndex,
      onMouseMove: () => index !== activeIndex && setActiveIndex(index),
    }),
  }
}
