import { useMemo } from 'react'
import { useCollections } from '../collections/CollectionsContext'
import {
  giftCategoryOptions,
  recipientOptions,
  restrictGifts,
  type GiftGuideConfig,
} from '../../lib/gifts'

/**
 * What a gift guide section offers: the gifts its configured categories and recipients allow,
 * and the recipient and category options (restricted the same way).
 */
export function useGiftGuideOptions(section: Queries.SectionGiftGuideFieldsFragment) {
  const { gifts = [], categories = [], recipients = [] } = useCollections()

  const config: GiftGuideConfig = useMemo(
    () => ({
      categories: section.categories.map((c) => c.tid),
      recipients: section.recipients.map((r) => r.tid),
    }),
    [section],
  )
  const allowed = useMemo(() => restrictGifts(gifts, config), [gifts, config])
  const recipientOpts = useMemo(() => recipientOptions(recipients, config), [recipients, config])
  const categoryOpts = useMemo(() => giftCategoryOptions(categories, config), [categories, config])

  return { allowed, recipientOpts, categoryOpts }
}
