import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

export const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-navy-900 text-white',
        secondary: 'border-transparent bg-navy-100 text-navy-900',
        blue: 'border-blue-200 bg-blue-50 text-blue-800',
        yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
        orange: 'border-orange-200 bg-orange-50 text-orange-900',
        green: 'border-green-200 bg-green-50 text-green-800',
        purple: 'border-purple-200 bg-purple-50 text-purple-800',
        gray: 'border-gray-200 bg-gray-100 text-gray-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
