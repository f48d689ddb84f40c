import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysGatewayRoute } from '@cropwatch/contract';
import { CodeEditor } from '../../../components/code-editor';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useSaveRoute } from '../api/gateway-route-api';
import { type RouteFormValues, routeJsonError, routeJsonText, routeSaveBody } from './route-json';

const NEW_ROUTE: Partial<RouteFormValues> = {
  predicates: '[\n  { "name": "Path", "args": ["/example/**"] }\n]',
  filters: '[]',
  status: true,
};

const toValues = (r: SysGatewayRoute): RouteFormValues => ({
  routerId: r.routerId,
  name: r.name,
  uri: r.uri,
  predicates: routeJsonText(r.predicates),
  filters: routeJsonText(r.filters),
  status: r.status === 1,
});

/** Add or edit a route; predicates and filters are typed as JSON in the code editor and checked before saving. */
export function GatewayRouteModal({ route, onClose }: { route: SysGatewayRoute | null; onClose: () => void }) {
  const { t } = useTranslation('gatewayRoute');
  const [form] = Form.useForm<RouteFormValues>();
  const save = useSaveRoute();
  const jsonRule = (kind: 'predicates' | 'filters') => ({
    validator: (_: unknown, text: string | undefined) => {
      const error = routeJsonError(kind, text, t);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  });

  const onSave = (v: RouteFormValues) => save.mutateAsync(routeSaveBody(v, route?.id));

  return (
    <FormModal<RouteFormValues>
      open
      title={route ? t('editTitle') : t('addTitle')}
      name="gatewayRoute"
      form={form}
      width={900}
      maskClosable={false}
      initialValues={route ? toValues(route) : NEW_ROUTE}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="routerId"
            label={t('routerId')}
            rules={[{ required: true, whitespace: true, message: t('routerIdRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={t('name')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="uri"
        label={t('uri')}
        extra={t('uriHint')}
        rules={[
          { required: true, whitespace: true, message: t('uriRequired') },
          { pattern: /^(lb|https?|wss?):\/\/\S+$/, message: t('uriInvalid') },
        ]}
      >
        <Input maxLength={300} placeholder="lb://jeecg-system" />
      </Form.Item>
      <Form.Item name="predicates" label={t('predicates')} extra={t('predicatesHint')} rules={[jsonRule('predicates')]}>
        <CodeEditor language="json" height={180} ariaLabel={t('predicates')} />
      </Form.Item>
      <Form.Item name="filters" label={t('filters')} extra={t('filtersHint')} rules={[jsonRule('filters')]}>
        <CodeEditor language="json" height={140} ariaLabel={t('filters')} />
      </Form.Item>
      {/* Only the status: the real updateAll ignores retryable, stripPrefix and persistable. */}
      <Form.Item name="status" label={t('status')} valuePropName="checked">
        <Switch aria-label={t('status')} />
      </Form.Item>
    </FormModal>
  );
}
