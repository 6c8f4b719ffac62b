export { installDomPolyfills } from './polyfills';
export { renderWithMantine } from './render';
