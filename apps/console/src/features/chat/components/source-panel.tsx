import { Alert, Drawer, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSource } from '@cropwatch/contract';
import { useChatSourceRows } from '../api/get-chat-source-rows';

/**
 * The side panel a cited source opens: the table rows the answer took its figures from, in the UI language,
 * formatted as the answer wrote them.
 */
export function SourcePanel({ source, onClose }: { source: ChatSource | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language.startsWith('en') ? 'en-US' : 'zh-CN';
  const rows = useChatSourceRows(source?.id ?? null, lang);
  const data = rows.data;
  return (
    <Drawer
      open={!!source}
      onClose={onClose}
      title={data?.title ?? source?.title ?? t('sourcePanel.title')}
      size={560}
      placement="right"
      className="cw-chat-source-panel"
      data-testid="chat-source-panel"
      mask={false}
      destroyOnHidden
    >
      {rows.isLoading && <Spin />}
      {rows.isError && <Alert type="warning" showIcon title={t('sourcePanel.unavailable')} />}
      {data && (
        <>
          <p className="cw-chat-muted">{data.source}</p>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={data.rows}
            columns={data.columns.map((key) => ({ key, dataIndex: key, title: t(`sourcePanel.columns.${key}`) }))}
          />
        </>
      )}
    </Drawer>
  );
}
