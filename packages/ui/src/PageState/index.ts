export { PageState, type PageStateProps } from './PageState';
