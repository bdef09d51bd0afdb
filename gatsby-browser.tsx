import '@fontsource/lato/400.css'
import '@fontsource/lato/700.css'
import '@fontsource/poppins/600.css'
import '@fontsource/poppins/700.css'

export { wrapRootElement, wrapPageElement } from './src/components/layout/Root'
