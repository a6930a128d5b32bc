import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Merges class names; later Tailwind classes (the caller's `className`) win. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
