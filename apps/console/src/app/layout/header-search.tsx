import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../routing/build-routes';
import { filterRoutes, searchableRoutes } from './menu-search';
import { menuTitle } from './menu-title';

export interface HeaderSearchProps {
  routes: AppRoute[];
  /** Mobile shows a search icon opening a modal; desktop an inline field. */
  mobile: boolean;
  onPick: (route: AppRoute) => void;
}

/** Menu search of the header (spec §2): hidden entries and pure containers are not offered. */
export function HeaderSearch({ routes, mobile, onPick }: HeaderSearchProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const candidates = useMemo(() => searchableRoutes(routes), [routes]);
  const titleOf = (r: AppRoute) => menuTitle(t, r.name, r.meta.title);
  const options = filterRoutes(candidates, keyword, titleOf).map((r) => ({ value: r.path, label: titleOf(r) }));

  const pick = (path: string) => {
    const route = candidates.find((r) => r.path === path);
    setKeyword('');
    setModalOpen(false);
    if (route) onPick(route);
  };

  const field = (
    <AutoComplete
      value={keyword}
      options={options}
      onSearch={setKeyword}
      onSelect={pick}
      notFoundContent={keyword ? t('layout:header.noMatch') : null}
      style={{ width: mobile ? '100%' : 200 }}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('layout:header.searchPlaceholder')}
        aria-label={t('layout:header.search')}
        allowClear
      />
    </AutoComplete>
  );

  if (!mobile) return <div className="cw-header-search">{field}</div>;
  return (
    <>
      <button
        type="button"
        className="cw-header-action"
        aria-label={t('layout:header.search')}
        onClick={() => setModalOpen(true)}
      >
        <SearchOutlined />
      </button>
      <Modal
        open={modalOpen}
        title={t('layout:header.search')}
        footer={null}
        onCancel={() => setModalOpen(false)}
        destroyOnHidden
      >
        {field}
      </Modal>
    </>
  );
}
