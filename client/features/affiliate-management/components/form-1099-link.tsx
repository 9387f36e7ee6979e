import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { FORM_1099_PATH } from '#shared/contracts/affiliate-management.contract.ts'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { withQuery } from '#client/lib/paths.ts'
import { reportYears } from '../affiliate-management-display.ts'

/** The yearly 1099-NEC report as a CSV download: a plain link the browser follows, for a chosen year. */
export function Form1099Link({ timeZone }: { timeZone: string | undefined }) {
  const years = reportYears(new Date(), timeZone)
  // The previous year by default: the report is filed early in the year after.
  const [year, setYear] = useState(years[1])
  const selectId = useId()

  return (
    <div className="grid gap-3">
      <p className="text-sm text-navy-800">
        Every affiliate paid at least the 1099 threshold in the tax year, with their W-9 details (only the
        last four digits of the TIN), as a CSV file.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-32 gap-1.5">
          <Label htmlFor={selectId}>Tax year</Label>
          <Select id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
        <a
          href={withQuery(FORM_1099_PATH, { year: String(year) })}
          download
          className="inline-flex h-11 items-center gap-2 rounded-md border border-navy-200 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          <Download aria-hidden="true" className="size-4" />
          Download 1099-NEC ({year})
        </a>
      </div>
    </div>
  )
}
