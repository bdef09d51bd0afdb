import React, { useMemo } from 'react'
import { graphql } from 'gatsby'
import { artDirected, imageDataOf } from '../../lib/image'
import { heroFrame, visibleSlides } from '../../lib/slides'
import { Carousel, type CarouselSettings } from '../slider/Carousel'
import { SmartLink } from '../common/SmartLink'
import { Picture } from '../common/Picture'
import { useCentreNow } from '../layout/useCentreNow'
import * as S from './HeroSlides.styles'

/** The hero slider: 7.5 s autoplay, 500 ms transition, infinite. */
export const HERO_SETTINGS: CarouselSettings = {
  autoplay: true,
  autoplaySpeed: 7500,
  speed: 500,
  infinite: true,
  slidesToShow: 1,
  slidesToScroll: 1,
}

/** Below the medium breakpoint the mobile image is shown. */
const MOBILE_MEDIA = '(max-width: 767px)'

type SlideData = Queries.HeroSlideFragment

/**
 * The hero slider: carousel slides filtered at display time by their publish and expiry
 * dates (the visitor's current time once running; the build time in the HTML), the first
 * slide rendered on the server, the mobile image below md. Every slide is shown in the first
 * slide's frame (`heroFrame`), so the slider is one height. Images without alt text are
 * hidden from assistive technology; each slide's screen-reader text names its link.
 */
export function HeroSlides({
  slides,
  label = 'Featured',
}: {
  slides: readonly SlideData[]
  label?: string
}) {
  const now = useCentreNow(0)
  const shown = useMemo(() => visibleSlides(slides, now), [slides, now])
  if (!shown.length) return null
  const first = shown[0]
  // The processed images' sizes (the CMS's own width and height when there is none).
  const frame = heroFrame({
    image: imageDataOf(first.image?.localFile?.childImageSharp?.gatsbyImageData) ?? first.image,
    mobileImage:
      imageDataOf(first.mobileImage?.localFile?.childImageSharp?.gatsbyImageData) ??
      first.mobileImage,
  })
  const style = {
    '--hero-ratio': frame.desktop,
    '--hero-mobile-ratio': frame.mobile,
  } as React.CSSProperties
  return (
    <S.Hero data-hero-slider="" style={style}>
      <Carousel label={label} settings={HERO_SETTINGS} controls="overlay" flush>
        {shown.map((slide, index) => (
          <HeroSlide key={slide.id} slide={slide} priority={index === 0} />
        ))}
      </Carousel>
    </S.Hero>
  )
}

function HeroSlide({ slide, priority }: { slide: SlideData; priority: boolean }) {
  const desktop = imageDataOf(slide.image?.localFile?.childImageSharp?.gatsbyImageData)
  const mobile = imageDataOf(slide.mobileImage?.localFile?.childImageSharp?.gatsbyImageData)
  const image = desktop ? (mobile ? artDirected(desktop, mobile, MOBILE_MEDIA) : desktop) : mobile
  const alt = (slide.image?.alt || slide.mobileImage?.alt || '').trim()
  const text = slide.text?.trim()
  const picture = image ? <Picture image={image} alt={alt} priority={priority} /> : null
  const caption = text ? <span className="visually-hidden">{text}</span> : null
  const url = slide.link?.url
  return (
    <S.SlideFrame>
      {url ? (
        <SmartLink to={url} aria-label={!text && !alt ? 'Find out more' : undefined}>
          {picture}
          {caption}
        </SmartLink>
      ) : (
        <>
          {picture}
          {caption}
        </>
      )}
    </S.SlideFrame>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment HeroSlide on Slide {
    id
    text
    publishDate
    expiryDate
    link {
      url
    }
    image {
      alt
      width
      height
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [768, 1080, 1440, 1920, 2500])
        }
      }
    }
    mobileImage {
      alt
      width
      height
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [390, 576, 810])
        }
      }
    }
  }
`
