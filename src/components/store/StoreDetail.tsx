import React from 'react'
import { graphql, Link } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'
import { CmsImage } from '../common/CmsImage'

export function StoreDetail({ store }: { store: Queries.StoreDetailFragment }) {
  return (
    <DetailPage
      title={store.title}
      banner={store.banner}
      eyebrow={store.shopNumber ? `Store location - Shop number ${store.shopNumber}` : null}
    >
      <CmsImage image={store.logo} objectFit="contain" />
      <h2>About {store.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: store.about ?? '' }} />
      {store.categories.length > 0 && (
        <p>Categories: {store.categories.map((c) => c.name).join(', ')}</p>
      )}
      {store.gifts.length > 0 && (
        <>
          <h2>Looking for the perfect gift?</h2>
          <ul>
            {store.gifts.map((g) => (
              <li key={g.id}>
                <Link to={g.path}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailPage>
  )
}

export const fragment = graphql`
  fragment StoreDetail on Store {
    id
    title
    path
    about
    shopNumber
    phone
    website
    giftCards
    categories {
      tid
      name
      parentTid
    }
    logo {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
    gifts {
      id
      title
      path
    }
  }
`
