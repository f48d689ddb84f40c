import dayjs from 'dayjs';
// Locales other than dayjs's built-in English arrive with their language pack (lib/locales).

/** Formats of spec §9; the server's date-times have no zone designator (contract §1.7). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

export { dayjs };
