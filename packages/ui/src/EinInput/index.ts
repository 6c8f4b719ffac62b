export { EinInput, type EinInputProps } from './EinInput';
