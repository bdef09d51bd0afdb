import { useEffect, useState } from 'react'
import type SlickSlider from 'react-slick'

export type SliderComponent = typeof SlickSlider

/**
 * react-slick, loaded with a lazy `import()` only once a carousel of two or more slides is on
 * screen in a browser, so pages without a carousel never download it. Null until it arrives
 * (the server render and the first client render show the static fallback).
 */
export function useLazySlider(count: number): SliderComponent | null {
  const [Slider, setSlider] = useState<SliderComponent | null>(null)

  useEffect(() => {
    if (count < 2) return
    let alive = true
    import(/* webpackChunkName: "react-slick" */ 'react-slick').then((module) => {
      const component = (module.default ?? module) as unknown as SliderComponent
      if (alive) setSlider(() => component)
    })
    return () => {
      alive = false
    }
  }, [count])

  return Slider
}
