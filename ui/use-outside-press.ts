import { useEffect, useRef, type RefObject } from 'react'

/** While `active`, calls `onOutsidePress` when a pointer goes down outside `ref` (e.g. on the page behind a popup). */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutsidePress: () => void): void {
  const callback = useRef(onOutsidePress)
  useEffect(() => {
    callback.current = onOutsidePress
  })
  useEffect(() => {
    const document = ref.current?.ownerDocument
    if (!active || !document) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) callback.current()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [ref, active])
}
