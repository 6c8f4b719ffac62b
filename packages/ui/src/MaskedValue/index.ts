export { MaskedValue, type MaskedValueProps } from './MaskedValue';
