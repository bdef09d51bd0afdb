export { wrapRootElement, wrapPageElement } from './src/components/layout/Root'
