import { Empty, Spin, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What an empty table body says (issue #31): nothing has answered yet (`loading`), the answer had no rows (`empty`),
 * or the first request failed and there is nothing to show (`failed`).
 */
export type ListBodyPhase = 'loading' | 'empty' | 'failed';

/** The phase of a table without rows: loading until its first answer, then empty (or failed when it never had one). */
export function listBodyPhase(state: { loading: boolean; answered: boolean; error?: unknown }): ListBodyPhase {
  if (state.answered) return 'empty';
  if (state.error && !state.loading) return 'failed';
  return 'loading';
}

/**
 * The body of a table without rows: a spinner while the first request is in flight (never the empty state before
 * data), 「暂无数据」/'No data' after an answer with zero rows.
 */
export function ListEmpty({ phase }: { phase: ListBodyPhase }) {
  const { t } = useTranslation('list');
  if (phase === 'loading')
    return (
      <div className="cw-list-body-loading" role="status" aria-busy="true">
        <Spin />
        <div>{t('body.loading')}</div>
      </div>
    );
  return (
    <Empty
      className="cw-list-body-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={phase === 'failed' ? t('body.failed') : t('body.empty')}
    />
  );
}

/**
 * The `loading` and `locale` of a list table: the table's own spinner only once there is something under it (before
 * the first answer the body is the loading placeholder itself), and the body text of its phase.
 */
export function listTableBody(state: {
  loading: boolean;
  answered: boolean;
  error?: unknown;
}): Pick<TableProps<never>, 'loading'> & { locale: { emptyText: ReactNode } } {
  const phase = listBodyPhase(state);
  return {
    loading: state.answered ? state.loading : false,
    locale: { emptyText: <ListEmpty phase={phase} /> },
  };
}
