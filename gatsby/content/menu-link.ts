import { defineContentType } from './types'
import { str, int, link, image } from './fields'

export default defineContentType({
  drupal: 'menu_link_content__menu_link_content',
  domain: 'MenuItem',
  typeDefs: /* GraphQL */ `
    type MenuItem implements Node @dontInfer {
      drupalId: String!
      menu: String!
      title: String!
      url: String
      weight: Int!
      "drupalId of the parent item, null at the top level"
      parentId: String
      callout: MenuItemCallout
    }
    type MenuItemCallout {
      title: String
      url: String
      image: CmsImage
    }
  `,
  map: (n) => {
    if (n.enabled === false) return null
    const parent = str(n.drupal_parent_menu_item)
    return {
      drupalId: String(n.drupal_id ?? n.id),
      menu: str(n.menu_name) ?? 'main',
      title: str(n.title) ?? '',
      url: link(n.link)?.url ?? null,
      weight: int(n.weight) ?? 0,
      parentId: parent ? parent.replace(/^menu_link_content:/, '') : null,
      callout: {
        title: str(n.field_callout_title),
        url: link(n.field_callout_link)?.url ?? null,
        image: image(n, 'field_callout_image'),
      },
    }
  },
})
