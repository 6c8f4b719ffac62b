export { RoutingNumberInput, type RoutingNumberInputProps } from './RoutingNumberInput';
