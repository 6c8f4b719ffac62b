export { theme } from './theme';
export { AppToaster, toast, TOAST_DURATION_MS } from './toast';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { TypedConfirmDelete, type TypedConfirmDeleteProps } from './TypedConfirmDelete';
export { MaskedValue, type MaskedValueProps } from './MaskedValue';
export { DigitsInput, type DigitsInputProps } from './DigitsInput';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { SsnInput, type SsnInputProps } from './SsnInput';
export { EinInput, type EinInputProps } from './EinInput';
export { RoutingNumberInput, type RoutingNumberInputProps } from './RoutingNumberInput';
export { CardNumberInput, type CardNumberInputProps } from './CardNumberInput';
export * from './DataTable';
export { PageState, type PageStateProps } from './PageState';
export { EmptyState, type EmptyStateProps } from './EmptyState';
// The calendar (FullCalendar and its CSS) is `@app/ui/calendar`: only the calendar pages load it.
