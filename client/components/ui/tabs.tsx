import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode }

/**
 * Tabs as the WAI-ARIA pattern has them (as Radix builds them): a tablist whose tabs move with the
 * arrow keys, Home and End, one tab stop, and each panel labelled by its tab. Only the selected
 * panel is rendered, so a tab's data is fetched when it is first opened.
 */
export function Tabs({
  label,
  items,
  defaultSelected,
  className,
}: {
  label: string
  items: TabItem[]
  /** The id of the tab selected at first (the first tab unless given). */
  defaultSelected?: string | undefined
  className?: string
}) {
  const [selected, setSelected] = useState(
    items.find((item) => item.id === defaultSelected)?.id ?? items[0]?.id ?? '',
  )
  const baseId = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    setSelected(item.id)
    tabs.current[next]?.focus()
  }

  return (
    <div className={cn('grid gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-lg bg-navy-100 p-1"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-10 flex-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-navy-800',
                isSelected ? 'bg-white text-navy-950 shadow-sm' : 'hover:bg-white/60',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) =>
        item.id === selected ? (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            tabIndex={0}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  )
}
