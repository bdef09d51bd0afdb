// Latin subsets only (see src/styles/fonts.ts).
import '@fontsource/lato/latin-400.css'
import '@fontsource/lato/latin-700.css'
import '@fontsource/poppins/latin-600.css'
import '@fontsource/poppins/latin-700.css'

export { wrapRootElement, wrapPageElement } from './src/components/layout/Root'
