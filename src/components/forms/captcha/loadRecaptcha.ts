/**
 * Loads the reCAPTCHA v2 script on demand (only when a form with a captcha is shown), in
 * explicit render mode, once per page.
 */
interface RecaptchaRenderOptions {
  sitekey: string
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': () => void
  theme?: 'light' | 'dark'
  size?: 'normal' | 'compact'
}

export interface Grecaptcha {
  render: (container: HTMLElement, options: RecaptchaRenderOptions) => number
  reset: (widgetId?: number) => void
}

type RecaptchaWindow = Window & {
  grecaptcha?: Grecaptcha
  __onRecaptchaLoad?: () => void
}

const RECAPTCHA_ONLOAD = '__onRecaptchaLoad'
const RECAPTCHA_SCRIPT_URL = `https://www.google.com/recaptcha/api.js?onload=${RECAPTCHA_ONLOAD}&render=explicit&hl=en-GB`

let loading: Promise<Grecaptcha> | null = null

export function loadRecaptcha(): Promise<Grecaptcha> {
  const w = window as RecaptchaWindow
  if (w.grecaptcha && typeof w.grecaptcha.render === 'function') {
    return Promise.resolve(w.grecaptcha)
  }
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      w[RECAPTCHA_ONLOAD] = () => {
        if (w.grecaptcha) resolve(w.grecaptcha)
        else reject(new Error('reCAPTCHA loaded without grecaptcha'))
      }
      const script = document.createElement('script')
      script.src = RECAPTCHA_SCRIPT_URL
      script.async = true
      script.defer = true
      script.onerror = () => {
        loading = null
        script.remove()
        reject(new Error('The reCAPTCHA script could not be loaded'))
      }
      document.head.appendChild(script)
    })
  }
  return loading
}
