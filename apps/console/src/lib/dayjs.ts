import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLanguage, dayjsLocaleName, i18n, toLanguage } from './i18n';

// dayjs follows i18next; it is loaded with the first page that shows dates, not with the sign-in page.
dayjs.locale(dayjsLocaleName(currentLanguage()));
i18n.on('languageChanged', (lng: string) => {
  dayjs.locale(dayjsLocaleName(toLanguage(lng)));
});

/** Formats of spec §9; the server's date-times have no zone designator (contract §1.7). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

export { dayjs };
