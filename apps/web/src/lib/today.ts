import { zonedIsoDate } from './format';

/**
 * Today as YYYY-MM-DD in the user's Settings time zone (the firm's by default), never the browser's
 * or UTC: every "today" of the web app (calendar highlights, Due In badges, default dates) comes from here.
 */
export const today = (): string => zonedIsoDate(new Date());
