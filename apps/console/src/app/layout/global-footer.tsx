import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

/** Copyright line for 2024 and the research-institute credit (spec §2), both from translation keys. */
export function GlobalFooter() {
  const { t } = useTranslation('layout');
  return (
    <Layout.Footer className="cw-footer">
      <div>{t('footer.copyright')}</div>
      <div>{t('footer.credit')}</div>
    </Layout.Footer>
  );
}
