export { CardNumberInput, type CardNumberInputProps } from './CardNumberInput';
