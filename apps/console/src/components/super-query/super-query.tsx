import { DeleteOutlined, FilterOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Col, Empty, Input, Modal, Popconfirm, Row, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { SUPER_QUERY_RULES, type ConditionalFilter, type SuperQueryRule } from '../list-page/list-query';
import {
  completeConditions,
  isEmptyQuery,
  newCondition,
  savedQueries,
  savedQueryKey,
  toFilterGroup,
  withField,
  withRule,
  type MatchType,
  type QueryCondition,
  type QueryField,
  type SavedQuery,
} from './super-query-model';
import { ValueEditor } from './value-editor';

/** Spec §9: query modal width 1000. */
export const SUPER_QUERY_MODAL_WIDTH = 1000;

export interface SuperQueryProps {
  fields: QueryField[];
  /** Saved queries are kept under this code, else under the route path. */
  saveCode?: string;
  /** Emits the advanced-query group, or `null` after a reset. */
  onSearch: (group: ConditionalFilter | null) => void;
}

/** The advanced query builder (Vue2 `JSuperQuery`): a button showing whether a query is active, and its modal. */
export function SuperQuery({ fields, saveCode, onSearch }: SuperQueryProps) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [conditions, setConditions] = useState<QueryCondition[]>([]);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const storageKey = savedQueryKey(saveCode ?? window.location.pathname);
  const [saved, setSaved] = useState<SavedQuery[]>(() => savedQueries.load(storageKey));
  const [naming, setNaming] = useState(false);
  const [saveName, setSaveName] = useState('');

  const update = (key: string, change: (c: QueryCondition) => QueryCondition) =>
    setConditions((list) => list.map((c) => (c.key === key ? change(c) : c)));
  const addAfter = (index: number) =>
    setConditions((list) => [...list.slice(0, index + 1), newCondition(), ...list.slice(index + 1)]);
  const remove = (key: string) => setConditions((list) => list.filter((c) => c.key !== key));

  const search = () => {
    if (isEmptyQuery(conditions)) {
      feedback.message.warning(t('superQuery.emptyQuery'));
      return;
    }
    const group = toFilterGroup(conditions, matchType, fields);
    setActive(group.value.length > 0);
    onSearch(group.value.length > 0 ? group : null);
    setOpen(false);
  };

  const reset = () => {
    setConditions([]);
    setActive(false);
    onSearch(null);
  };

  const startSave = () => {
    if (isEmptyQuery(conditions)) {
      feedback.message.warning(t('superQuery.emptySave'));
      return;
    }
    setSaveName('');
    setNaming(true);
  };

  const store = (title: string) => {
    const records = completeConditions(conditions).map(({ field = '', rule, val }) => ({ field, rule, val }));
    setSaved(savedQueries.save(storageKey, { title, matchType, records }));
    setNaming(false);
    feedback.message.success(t('superQuery.saveSuccess'));
  };

  const confirmSave = () => {
    const title = saveName.trim();
    if (!title) {
      feedback.message.warning(t('superQuery.nameRequired'));
      return;
    }
    if (saved.some((q) => q.title === title)) {
      feedback.modal.confirm({
        title: t('superQuery.nameExists', { name: title }),
        okText: t('actions.ok'),
        cancelText: t('actions.cancel'),
        onOk: () => store(title),
      });
      return;
    }
    store(title);
  };

  const load = (query: SavedQuery) => {
    setMatchType(query.matchType);
    setConditions(query.records.map((r) => ({ ...newCondition(), ...r })));
  };

  const fieldOf = (name?: string) => fields.find((f) => f.field === name);
  const ruleOptions = SUPER_QUERY_RULES.map((rule) => ({ value: rule, label: t(`superQuery.rules.${rule}`) }));

  const button = (
    <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
      {t('superQuery.button')}
    </Button>
  );

  return (
    <>
      {active ? (
        <Tooltip title={t('superQuery.active')}>
          <Badge dot data-testid="super-query-active">
            {button}
          </Badge>
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        open={open}
        title={t('superQuery.title')}
        width={SUPER_QUERY_MODAL_WIDTH}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={reset}>{t('superQuery.reset')}</Button>
            <Button onClick={startSave}>{t('superQuery.save')}</Button>
            <Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>
            <Button type="primary" onClick={search}>
              {t('superQuery.search')}
            </Button>
          </Space>
        }
      >
        <Row gutter={16}>
          <Col span={18}>
            {conditions.length === 0 ? (
              <Empty description={t('superQuery.empty')}>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => addAfter(-1)}>
                  {t('superQuery.addCondition')}
                </Button>
              </Empty>
            ) : (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space>
                  <span>{t('superQuery.matchType')}</span>
                  <Select<MatchType>
                    aria-label={t('superQuery.matchType')}
                    value={matchType}
                    onChange={setMatchType}
                    style={{ width: 280 }}
                    options={[
                      { value: 'and', label: t('superQuery.matchAnd') },
                      { value: 'or', label: t('superQuery.matchOr') },
                    ]}
                  />
                </Space>
                {conditions.map((c, index) => (
                  <Row key={c.key} gutter={8} data-testid="super-query-condition" align="middle">
                    <Col span={7}>
                      <Select
                        aria-label={t('superQuery.field')}
                        placeholder={t('superQuery.field')}
                        style={{ width: '100%' }}
                        value={c.field}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={fields.map((f) => ({ value: f.field, label: f.title }))}
                        onChange={(field: string) => update(c.key, (x) => withField(x, field))}
                      />
                    </Col>
                    <Col span={5}>
                      <Select<SuperQueryRule>
                        aria-label={t('superQuery.rule')}
                        style={{ width: '100%' }}
                        value={c.rule}
                        options={ruleOptions}
                        onChange={(rule) => update(c.key, (x) => withRule(x, rule))}
                      />
                    </Col>
                    <Col span={9}>
                      <ValueEditor
                        field={fieldOf(c.field)}
                        multiple={c.rule === 'in'}
                        value={c.val}
                        placeholder={t('superQuery.value')}
                        onChange={(val) => update(c.key, (x) => ({ ...x, val }))}
                      />
                    </Col>
                    <Col span={3}>
                      <Space size={4}>
                        <Button
                          size="small"
                          icon={<PlusOutlined />}
                          aria-label={t('superQuery.addCondition')}
                          onClick={() => addAfter(index)}
                        />
                        <Button
                          size="small"
                          icon={<MinusOutlined />}
                          aria-label={t('superQuery.removeCondition')}
                          onClick={() => remove(c.key)}
                        />
                      </Space>
                    </Col>
                  </Row>
                ))}
              </Space>
            )}
          </Col>
          <Col span={6}>
            <div
              className="cw-super-query-saved"
              style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6, padding: 8 }}
            >
              <div style={{ fontWeight: 500, marginBottom: 8 }}>{t('superQuery.saved')}</div>
              {saved.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('superQuery.savedEmpty')} />
              ) : (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {saved.map((query) => (
                    <li key={query.title} style={{ display: 'flex', justifyContent: 'space-between' }}>
                      <Button type="link" size="small" onClick={() => load(query)}>
                        {query.title}
                      </Button>
                      <Popconfirm
                        title={t('superQuery.deleteConfirm')}
                        okText={t('actions.ok')}
                        cancelText={t('actions.cancel')}
                        onConfirm={() => setSaved(savedQueries.remove(storageKey, query.title))}
                      >
                        <Button
                          type="text"
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={`${t('actions.delete')} ${query.title}`}
                        />
                      </Popconfirm>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Col>
        </Row>
      </Modal>
      <Modal
        open={naming}
        title={t('superQuery.saveTitle')}
        okText={t('actions.ok')}
        cancelText={t('actions.cancel')}
        onOk={confirmSave}
        onCancel={() => setNaming(false)}
      >
        <Input
          aria-label={t('superQuery.saveName')}
          placeholder={t('superQuery.saveName')}
          value={saveName}
          onChange={(e) => setSaveName(e.target.value)}
        />
      </Modal>
    </>
  );
}
