import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Form, Input, Row, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBookList, type AddressBookRecord, type DepartTreeNode } from '@cropwatch/contract';
import { departTreeQueryOptions, flattenDeparts } from '../../../components/api/depart-tree';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { ListPage } from '../../../components/list-page/list-page';
import type { JeecgQuery } from '../../../components/list-page/list-query';
import { useListPage } from '../../../components/list-page/use-list-page';
import {} from '../api/query-by-org-code-for-address-list';
import { filterDepartTree, type DepartTreeView } from '../lib/address-tree';

/** Without `orgCode` the server skips its org-code prefix filter and lists everyone. */
const EVERYONE: JeecgQuery = {};

/** 通讯录 (`system/AddressList`): department tree on the left, the chosen subtree's people on the right. */
export function AddressListPage() {
  const { t } = useTranslation('depart');
  const tree = useQuery(departTreeQueryOptions());
  const [keyword, setKeyword] = useState('');
  const [orgCode, setOrgCode] = useState<string | null>(null);

  const treeData: DepartTreeView[] = useMemo(() => filterDepartTree(tree.data ?? [], keyword), [tree.data, keyword]);
  const chosen: DepartTreeNode | undefined = useMemo(
    () => flattenDeparts(tree.data ?? []).find((d) => d.orgCode === orgCode),
    [tree.data, orgCode],
  );

  const columns: ListColumns<AddressBookRecord> = useMemo(
    () => [
      { title: t('address.realname'), dataIndex: 'realname', width: 110 },
      { title: t('address.workNo'), dataIndex: 'workNo', kind: 'code', optional: true },
      { title: t('address.departName'), dataIndex: 'departName', ellipsis: true, width: 200 },
      {
        title: t('address.post'),
        dataIndex: 'post_dictText',
        kind: 'tag',
        render: (v: string | undefined, r) => v ?? r.post,
      },
      { title: t('address.telephone'), dataIndex: 'telephone', optional: true },
      { title: t('address.phone'), dataIndex: 'phone' },
      { title: t('address.email'), dataIndex: 'email', ellipsis: true, width: 220 },
    ],
    [t],
  );
  const baseParams = useMemo((): JeecgQuery => (orgCode ? { orgCode } : EVERYONE), [orgCode]);
  const list = useListPage<AddressBookRecord>({
    url: { list: addressBookList },
    queryKey: ['depart', 'address-book'],
    rowKey: 'userId',
    baseParams,
    // The address book is ordered by department code on the server; it has no sortable columns.
    defaultSorters: [],
  });

  return (
    <Row gutter={16} className="cw-address-page">
      <Col xs={24} lg={7}>
        <Card title={t('address.treeTitle')}>
          <Input.Search
            allowClear
            aria-label={t('tree.search')}
            placeholder={t('tree.search')}
            onSearch={(value) => setKeyword(value.trim())}
            style={{ marginBottom: 12 }}
          />
          {tree.isLoading ? (
            <Spin />
          ) : treeData.length === 0 ? (
            <Empty description={keyword ? t('tree.noMatch') : t('tree.empty')} />
          ) : (
            <Tree
              aria-label={t('tree.label')}
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={chosen ? [chosen.id] : []}
              onSelect={(_, info) => setOrgCode(info.selected ? (info.node as DepartTreeView).orgCode : null)}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <Card title={chosen ? chosen.departName : t('address.all')}>
          <ListPage<AddressBookRecord>
            list={list}
            columns={columns}
            selectable={false}
            searchFields={
              <>
                <Form.Item name="realname" label={t('address.realname')}>
                  <Input allowClear aria-label={t('address.realname')} />
                </Form.Item>
                <Form.Item name="workNo" label={t('address.workNo')}>
                  <Input allowClear aria-label={t('address.workNo')} />
                </Form.Item>
              </>
            }
          />
        </Card>
      </Col>
    </Row>
  );
}

export default AddressListPage;
