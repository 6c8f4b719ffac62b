export { DigitsInput, type DigitsInputProps } from './DigitsInput';
