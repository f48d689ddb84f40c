import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { reportText } from '../api/report-texts';
import { useReportList } from '../api/use-report';
import { ReportSearchForm } from '../components/report-search-form';
import { ReportTable } from '../components/report-table';

/** `/online/cgreport/<code>` → `<code>` (the menu row's url names the report, spec §2). */
export const reportCodeOf = (pathname: string): string => {
  const match = /\/online\/cgreport\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return match ? match[1] : '';
};

/** `modules/online/cgreport/auto/OnlCgreportAutoList`: an online report's list with search, sort, paging, export. */
export default function OnlineReportPage() {
  const { t } = useTranslation('onlineReport');
  const { pathname } = useLocation();
  const code = reportCodeOf(pathname);
  const list = useReportList({ code, pageSize: 10 });
  if (list.columns.isError)
    return <Alert type="error" showIcon title={t('loadFailed')} description={list.columns.error.message} />;
  return (
    <Card title={reportText(t, code, list.columns.data?.cgRpConfigName ?? '')} data-testid="online-report">
      <ReportSearchForm list={list} />
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void list.exportXls()} disabled={!list.id}>
          {t('export')}
        </Button>
      </Space>
      <ReportTable list={list} />
    </Card>
  );
}
