import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@ui/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-sm font-medium transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary ' +
    'disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-brand-primary text-brand-on-primary hover:bg-brand-primary-hover',
        secondary: 'border border-line bg-surface text-ink hover:bg-muted',
        /** A secondary button for what cannot be undone (deleting an account). */
        danger: 'border border-line bg-surface text-red-700 hover:bg-muted',
        ghost: 'text-ink hover:bg-muted',
        link: 'text-brand-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        icon: 'size-10',
        iconSm: 'size-8',
        /** No height or padding of its own: a link-like button inside text. */
        inline: '',
      },
      shape: { rounded: 'rounded-md', round: 'rounded-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, shape, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />
}
