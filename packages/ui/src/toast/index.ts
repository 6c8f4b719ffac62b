export { AppToaster } from './AppToaster';
export { toast, TOAST_DURATION_MS } from './toast';
