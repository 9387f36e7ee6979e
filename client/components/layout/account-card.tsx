import type { ReactNode } from 'react'

type AccountCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }

/** The centred card the sign-in, sign-up and password pages share. */
export function AccountCard({ title, description, children, footer }: AccountCardProps) {
  return (
    <div className="grow bg-navy-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-8">
          <h1 className="text-2xl font-bold text-navy-950">{title}</h1>
          {description ? <p className="mt-2 text-navy-700">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 grid gap-2 text-center text-sm text-navy-800">{footer}</div> : null}
      </div>
    </div>
  )
}
