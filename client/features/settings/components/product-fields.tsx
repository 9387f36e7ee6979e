import type { FieldPath } from 'react-hook-form'
import type { AdminProduct } from '#shared/contracts/settings.contract.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import type { GroupFormValues } from '../settings-form.ts'
import { fieldError, type GroupForm } from './group-form.ts'

/**
 * The catalog: each product's price (in dollars, with verified ID), its name, and whether it is
 * offered. The restoration packages are always offered: every page and checkout quotes them.
 */
export function ProductFields({ form, products }: { form: GroupForm; products: AdminProduct[] }) {
  return (
    <ul className="grid gap-4">
      {products.map((product) => {
        const path = `products.${product.code}`
        return (
          <li key={product.code}>
            <fieldset className="grid gap-3 rounded-lg border border-navy-100 p-3 sm:grid-cols-2 sm:p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">{product.name}</legend>
              <FormField
                label={`${product.name} price (dollars)`}
                hint="With verified ID."
                inputMode="decimal"
                autoComplete="off"
                error={fieldError(form, `${path}.price`)}
                {...form.register(`${path}.price` as FieldPath<GroupFormValues>)}
              />
              <FormField
                label={`${product.name}: name`}
                autoComplete="off"
                error={fieldError(form, `${path}.name`)}
                {...form.register(`${path}.name` as FieldPath<GroupFormValues>)}
              />
              {product.kind === 'RESTORATION' ? (
                <p className="text-sm text-navy-700 sm:col-span-2">Always offered.</p>
              ) : (
                <div className="sm:col-span-2">
                  <CheckboxField
                    label={`Offer ${product.name}`}
                    {...form.register(`${path}.isActive` as FieldPath<GroupFormValues>)}
                  />
                </div>
              )}
            </fieldset>
          </li>
        )
      })}
    </ul>
  )
}
