import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Tabs, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartRoleTab } from '../../depart';
import { myDepartTreeQuery } from '../api/my-depart-api';
import { MyDepartUsers } from '../components/my-depart-users';

/**
 * 我的部门 (`system/DepartUserList`): the departments the signed-in user heads (`queryMyDeptTreeList`), and for the
 * chosen one its users and its department roles with their grants. Departments one does not head are not listed.
 */
export default function DepartUserListPage() {
  const { t } = useTranslation('departUser');
  const tree = useQuery(myDepartTreeQuery());
  const [selected, setSelected] = useState<{ id: string; title: string } | null>(null);
  if (tree.isLoading) return <Spin />;
  const nodes = tree.data ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card variant="borderless" title={t('myDeparts')}>
          {nodes.length === 0 ? (
            <Empty description={t('notLeader')} />
          ) : (
            <Tree
              defaultExpandAll
              treeData={nodes}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(_, { node }) => setSelected({ id: String(node.key), title: String(node.title) })}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card variant="borderless" title={selected ? selected.title : undefined}>
          {selected ? (
            <Tabs
              key={selected.id}
              items={[
                { key: 'users', label: t('usersTab'), children: <MyDepartUsers depId={selected.id} /> },
                { key: 'roles', label: t('rolesTab'), children: <DepartRoleTab departId={selected.id} /> },
              ]}
            />
          ) : (
            <Empty description={t('pickDepart')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
