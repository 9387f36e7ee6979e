import { useId, useState } from 'react'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { packageChangeWarning } from '#shared/domain/case-verdict.ts'
import type { RecommendedPackage } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useChoosePackage } from '../cases.mutations.ts'
import { errorText } from './error-text.ts'

const PACKAGES = Object.keys(PACKAGE_NAMES) as RecommendedPackage[]

type CasePackageChooserProps = {
  item: CaseDetail
  /** The package to propose at first instead of the case's own (a checkout link that named another). */
  proposed?: RecommendedPackage | null
}

/**
 * The case's package, the recommended one unless the customer chose another, and the choice of
 * another after a clear warning the customer confirms; the server records it
 * (docs/decisions/021-case-follows-verdict.md). Only before the package is paid for.
 */
export function CasePackageChooser({ item, proposed = null }: CasePackageChooserProps) {
  const recommended = item.eligibility.recommendedPackage ?? null
  const [selected, setSelected] = useState<RecommendedPackage>(proposed ?? item.packageCode)
  const [isConfirmed, setIsConfirmed] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const choose = useChoosePackage(item.id)
  const ids = useId()
  const isChanging = selected !== item.packageCode
  const warning = recommended && selected !== recommended ? packageChangeWarning(recommended, selected) : null
  const canChoose = item.status === 'INTAKE' && item.checkoutRefusal === null

  const confirm = async () => {
    setError(null)
    try {
      await choose.mutateAsync({ packageCode: selected, isWarningConfirmed: true })
      setIsConfirmed(false)
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-navy-800">
          Package: <span className="font-semibold text-navy-950">{PACKAGE_NAMES[item.packageCode]}</span>
        </p>
        {recommended === item.packageCode ? (
          <Badge variant="green">Recommended by your eligibility check</Badge>
        ) : item.packageChoice ? (
          <Badge variant="yellow">Your choice</Badge>
        ) : null}
      </div>
      {item.packageChoice && recommended ? (
        <p className="text-sm text-navy-700">
          Your eligibility check recommends the {PACKAGE_NAMES[recommended]} package.
        </p>
      ) : null}
      {canChoose && recommended ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-navy-900">
            Choose the package for this case
          </legend>
          {PACKAGES.map((code) => (
            <label
              key={code}
              className="flex min-h-11 items-center gap-3 rounded-md border border-navy-200 bg-white px-3"
            >
              <input
                type="radio"
                name={`${ids}-package`}
                value={code}
                checked={selected === code}
                onChange={() => {
                  setSelected(code)
                  setIsConfirmed(false)
                  setError(null)
                }}
                className="size-4 accent-navy-900"
              />
              <span className="text-navy-950">
                {PACKAGE_NAMES[code]}
                {code === recommended ? <span className="text-sm text-navy-700"> (recommended)</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {canChoose && isChanging ? (
        <div className="grid gap-3" aria-live="polite">
          {warning ? (
            <>
              <p
                id={`${ids}-warning`}
                className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
              >
                <span className="font-semibold">Warning: </span>
                {warning}
              </p>
              <label className="flex items-start gap-3 text-sm text-navy-900">
                <input
                  type="checkbox"
                  checked={isConfirmed}
                  onChange={(event) => setIsConfirmed(event.target.checked)}
                  aria-describedby={`${ids}-warning`}
                  className="mt-0.5 size-4 accent-navy-900"
                />
                I have read this warning and want the {PACKAGE_NAMES[selected]} package.
              </label>
            </>
          ) : null}
          <div>
            <Button
              onClick={() => void confirm()}
              disabled={choose.isPending || (warning !== null && !isConfirmed)}
            >
              {choose.isPending ? 'Saving…' : `Switch to ${PACKAGE_NAMES[selected]}`}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
