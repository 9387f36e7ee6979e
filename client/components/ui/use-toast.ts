import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'success' | 'destructive'

export type ToastInput = { title: string; description?: string; variant?: ToastVariant }

export type ToastItem = ToastInput & { id: number; variant: ToastVariant; isOpen: boolean }

// The specification allows one notification at a time: a new toast replaces the one on screen.
const TOAST_LIMIT = 1
// A closed toast stays mounted long enough for its exit animation.
const REMOVE_DELAY_MS = 300

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a notification; callable from anywhere, inside React or not. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++
  publish(
    [{ ...input, variant: input.variant ?? 'default', id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT),
  )
  return { id, dismiss: () => dismissToast(id) }
}

export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)))
  setTimeout(() => publish(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NO_TOASTS: ToastItem[] = []

export function useToasts(): ToastItem[] {
  // A page is rendered on the server (and hydrated) without toasts.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  )
}
