import React, { Suspense } from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import { Container } from '../layout/Layout.styles'
import { StoreCard, StoreGrid } from './StoreCard'
import { StoreInfoPanel } from './StoreInfoPanel'
import { onDemand } from '../common/onDemand'
import * as S from './StoreDetail.styles'

// The carousels are below the first screen: their code (and the carousel's) comes on demand.
const StoreOffersSlider = onDemand(() => import('./StoreOffersSlider'), 'StoreOffersSlider')
const GiftSlider = onDemand(() => import('../gift/GiftSlider'), 'GiftSlider')

/**
 * Store page: title, store info panel, banner (the default 2:1 image when there is none),
 * 'About {store}', the offers slider (visible offers only), the gifts slider and similar
 * stores. Each block is left out when it has nothing to show.
 */
/** The fallback banner (900x450) for a store without one of its own. */
function useFallbackBanner() {
  const data = useStaticQuery<Queries.StoreFallbackBannerQuery>(graphql`
    query StoreFallbackBanner {
      file(relativePath: { eq: "banner-fallback.jpg" }) {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2, breakpoints: [480, 900])
        }
      }
    }
  `)
  return { alt: '', localFile: data.file }
}

export function StoreDetail({ store }: { store: Queries.StoreDetailFragment }) {
  const fallbackBanner = useFallbackBanner()
  return (
    <article>
      <S.Top>
        <S.Title>{store.title}</S.Title>
        <S.Layout>
          <StoreInfoPanel store={store} priority />
          <S.Main>
            <S.Banner>
              {store.banner?.localFile?.childImageSharp ? (
                <CmsImage image={{ ...store.banner, alt: '' }} priority />
              ) : (
                <div data-testid="default-banner">
                  <CmsImage image={fallbackBanner} priority />
                </div>
              )}
            </S.Banner>
            <section aria-labelledby="store-about-heading">
              <h2 id="store-about-heading">About {store.title}</h2>
              <RichText html={store.about} />
            </section>
          </S.Main>
        </S.Layout>
      </S.Top>

      <Suspense fallback={null}>
        <StoreOffersSlider offers={store.offers} storeTitle={store.title} />
      </Suspense>

      {store.gifts.length > 0 && (
        <S.Band $tone="alt" aria-labelledby="store-gifts-heading" data-testid="store-gifts">
          <Container>
            <S.BandHeader>
              <h2 id="store-gifts-heading">Looking for the perfect gift?</h2>
            </S.BandHeader>
            <Suspense fallback={null}>
              <GiftSlider
                gifts={store.gifts}
                label={`Gifts from ${store.title}`}
                showStore={false}
              />
            </Suspense>
          </Container>
        </S.Band>
      )}

      {store.similarStores.length > 0 && (
        <S.Band aria-labelledby="similar-stores-heading" data-testid="similar-stores">
          <Container>
            <S.BandHeader>
              <h2 id="similar-stores-heading">Similar stores</h2>
              <Link to="/stores/">Search stores</Link>
            </S.BandHeader>
            <StoreGrid data-variant="similar">
              {store.similarStores.map((similar) => (
                <li key={similar.id}>
                  <StoreCard store={similar} />
                </li>
              ))}
            </StoreGrid>
          </Container>
        </S.Band>
      )}
    </article>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment StoreDetail on Store {
    id
    title
    path
    about
    ...StoreInfoPanel
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [480, 768, 1080, 1440, 1920]
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
    offers {
      ...CollectionOffer
    }
    gifts {
      ...GiftCard
    }
    similarStores {
      ...StoreCard
    }
  }
`
