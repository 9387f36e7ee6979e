import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx'
import { dismissToast, useToasts } from './use-toast.ts'

/** Renders the toast store; mount once near the root. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
