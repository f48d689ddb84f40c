import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { type ReportRow, useReportList } from '../api/use-report';
import { mapPopupRows, popupProblem } from './popup-mapping';
import { ReportSearchForm } from './report-search-form';
import { reportRowKey, ReportTable } from './report-table';

/** Spec §9: popup modal width 1200, picker pages of 5 (options 5/10/20/30). */
export const POPUP_MODAL_WIDTH = 1200;
const PICKER_PAGE_SIZES = [5, 10, 20, 30] as const;

export interface PopupPickerProps {
  open: boolean;
  /** `onl_cgreport_head.code` of the report to pick from. */
  code: string;
  /** Report columns to take, comma separated (`popupCode`'s `orgFields`). */
  orgFields: string;
  /** Form or row fields they go to, same count and order (`destFields`). */
  destFields: string;
  /** Several rows (values joined with commas) or exactly one. */
  multi?: boolean;
  /** Values of the report SQL's `${name}` parameters, sent as `self_<name>`. */
  param?: Record<string, string>;
  title?: string;
  /** `destField → value` and the chosen rows. */
  onOk: (values: Record<string, string>, rows: ReportRow[]) => void;
  onCancel: () => void;
}

/** The body, mounted only while open so every opening starts from the first page with nothing chosen. */
function PickerBody(props: PopupPickerProps) {
  const { t } = useTranslation('onlineReport');
  const { code, orgFields, destFields, multi = false, param } = props;
  const problem = popupProblem(code, orgFields, destFields);
  const list = useReportList({ code: problem ? '' : code, pageSize: PICKER_PAGE_SIZES[0], params: param });
  const [chosen, setChosen] = useState<ReportRow[]>([]);
  const onPage = new Set(list.rows.map((r) => reportRowKey(r)));
  const ok = () => {
    if (problem) return;
    if (!multi && chosen.length !== 1) {
      feedback.message.warning(t('selectOne'));
      return;
    }
    if (chosen.length === 0) {
      feedback.message.warning(t('selectOne'));
      return;
    }
    props.onOk(mapPopupRows(chosen, orgFields, destFields), chosen);
  };
  return (
    <Modal
      open
      width={POPUP_MODAL_WIDTH}
      title={props.title ?? list.columns.data?.cgRpConfigName ?? t('popupTitle')}
      onOk={ok}
      onCancel={props.onCancel}
      okButtonProps={{ disabled: problem !== null || list.columns.isError }}
      destroyOnHidden
      data-testid="popup-picker"
    >
      {problem ? <Alert type="error" showIcon title={t(problem)} /> : null}
      {list.columns.isError ? (
        <Alert type="error" showIcon title={t('popupInitFailed')} description={list.columns.error.message} />
      ) : null}
      {list.queryInfo.isError ? <Alert type="warning" showIcon title={t('queryInfoFailed')} /> : null}
      {problem || list.columns.isError ? null : (
        <>
          <ReportSearchForm list={list} />
          {multi ? <Typography.Text type="secondary">{t('selected', { count: chosen.length })}</Typography.Text> : null}
          <ReportTable
            list={list}
            pageSizeOptions={PICKER_PAGE_SIZES}
            rowSelection={{
              type: multi ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map((r) => reportRowKey(r)),
              onChange: (keys) => {
                const kept = chosen.filter((r) => !onPage.has(reportRowKey(r)));
                const fromPage = list.rows.filter((r) => keys.includes(reportRowKey(r)));
                setChosen(multi ? [...kept, ...fromPage] : fromPage);
              },
            }}
          />
        </>
      )}
    </Modal>
  );
}

/**
 * The online report popup picker (spec §2/§3): a report's search form and paged rows in a 1200-wide modal; OK
 * hands back the chosen rows mapped `orgFields` → `destFields`. Used by forms and by the editable grid's popup column.
 */
export function PopupPicker(props: PopupPickerProps) {
  return props.open ? <PickerBody {...props} /> : null;
}
