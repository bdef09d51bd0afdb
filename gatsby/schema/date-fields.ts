/**
 * Dates as text, from the schema: every CMS date field (`@canberraDate` in gatsby/schema/schema.ts)
 * takes a `format` argument, so a component asks for `expiryDate(format: LONG)` and gets
 * `21 November 2026`, formatted at build time by gatsby/schema/date-formats.ts (luxon, en-AU,
 * Australia/Canberra). Without the argument the field is the stored Canberra-local ISO value,
 * which the rules that run in the browser (visibility, carousel dates) compare as text.
 */
import { DATE_FORMATS, formatCmsDate, type DateFormat } from './date-formats'

/** The GraphQL enum of the formats (gatsby/schema/date-formats.ts `DATE_FORMATS`). */
export const dateFormatEnum = `enum DateFormat { ${Object.keys(DATE_FORMATS).join(' ')} }`

type Resolver = (
  source: Record<string, unknown>,
  args: { format?: DateFormat },
  context: unknown,
  info: { fieldName: string },
) => unknown

/** `@canberraDate`: the field's value, or with `format` that value as text ('' when invalid). */
export const canberraDateExtension = {
  name: 'canberraDate',
  extend: (_options: unknown, previous: { resolve?: Resolver }) => ({
    args: { format: 'DateFormat' },
    resolve: ((source, args, context, info) => {
      const value = previous.resolve
        ? previous.resolve(source, args, context, info)
        : source[info.fieldName]
      if (!args.format || value == null) return value
      return formatCmsDate(String(value), args.format)
    }) as Resolver,
  }),
}
