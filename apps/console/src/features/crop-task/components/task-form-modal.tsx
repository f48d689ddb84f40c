import { Alert, Button, Col, Form, Input, Modal, Radio, Row, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AOI_MAX_VERTICES,
  aoiGeometryProblem,
  type CropTask,
  type CropTaskAddBody,
  type CropTaskAoiType,
  GeoMessages,
} from '@cropwatch/contract';
import {
  AreaEditor,
  boundsOf,
  type DrawShape,
  FitBounds,
  type LonLat,
  MeasureMap,
  polygonMetrics,
  polygonToVertices,
  verticesToPolygon,
} from '@cropwatch/ui/measure-map';
import { DictSelect } from '../../../components/dict/dict-select';
import { runtimeConfig } from '../../../lib/config';
import { PopupPicker, useCanPickFromReports } from '../../online-report';
import { useAddTask } from '../api/add-task';
import { useEditTask } from '../api/edit-task';
import { useLabels } from './use-labels';

interface FormValues {
  taskName: string;
  crop: string;
  period: string;
  description?: string;
  aoiType: CropTaskAoiType;
  aoiCode?: string;
}

export interface TaskFormModalProps {
  open: boolean;
  /** null: a new task. */
  record: CropTask | null;
  onClose: () => void;
}

const isDrawn = (type: CropTaskAoiType) => type === 'polygon' || type === 'rectangle';

/** The report the country and period are picked from (its own grant shows the picker, issue #29). */
const CROP_INDICATOR_REPORT = 'rp_crop_indicator';

/** Add or edit a task: the fields on the left, the area drawn (or the picked unit shown) on the map. */
export function TaskFormModal({ open, record, onClose }: TaskFormModalProps) {
  const { t } = useTranslation('cropTask');
  const { t: tr } = useTranslation('onlineReport');
  const labels = useLabels();
  const [form] = Form.useForm<FormValues>();
  const aoiType = Form.useWatch('aoiType', form) ?? 'polygon';
  const aoiCode = Form.useWatch('aoiCode', form);
  const [vertices, setVertices] = useState<LonLat[]>([]);
  const [drawing, setDrawing] = useState<DrawShape | null>(null);
  const [areaError, setAreaError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const canPick = useCanPickFromReports(CROP_INDICATOR_REPORT);
  const add = useAddTask();
  const edit = useEditTask();
  const saving = add.isPending || edit.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setDrawing(null);
    setAreaError(null);
    if (record) {
      form.setFieldsValue({
        taskName: record.taskName,
        crop: record.crop,
        period: record.period,
        description: record.description ?? undefined,
        aoiType: record.aoiType,
        aoiCode: record.aoiCode ?? undefined,
      });
      setVertices(isDrawn(record.aoiType) ? polygonToVertices(record.aoiGeometry) : []);
    } else {
      form.setFieldsValue({ aoiType: 'polygon', period: labels.periods[0]?.code });
      setVertices([]);
    }
    // Reset only when the modal opens for a record; later option loads must not wipe the user's input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record]);

  // The newest period is the default of a new task, once the options have arrived.
  const newestPeriod = labels.periods[0]?.code;
  useEffect(() => {
    if (open && !record && newestPeriod && !form.getFieldValue('period')) form.setFieldValue('period', newestPeriod);
  }, [open, record, newestPeriod, form]);

  const unitOptions = useMemo(
    () =>
      labels.units
        .filter((u) => (aoiType === 'country' ? u.level === 'country' : u.level !== 'country'))
        .map((u) => ({ value: u.code, label: `${labels.name(u)} (${u.code})` })),
    [labels, aoiType],
  );
  const picked = labels.units.find((u) => u.code === aoiCode);
  const pickedBounds: [[number, number], [number, number]] | null =
    !isDrawn(aoiType) && picked
      ? [
          [picked.bbox[1], picked.bbox[0]],
          [picked.bbox[3], picked.bbox[2]],
        ]
      : null;
  // Fitted once to the stored area when editing; later vertex drags must not move the view.
  const editBounds = useMemo(() => (open && record ? boundsOf([record.aoiGeometry]) : null), [open, record]);
  const areaKm2 = vertices.length >= 3 ? polygonMetrics(vertices).area / 1e6 : 0;

  /** The contract's GeoJSON message in the page's language. */
  const geoMessage = (problem: string) => {
    const key = (Object.keys(GeoMessages) as (keyof typeof GeoMessages)[]).find((k) => GeoMessages[k] === problem);
    return key ? t(`geo.${key}`, { max: AOI_MAX_VERTICES }) : problem;
  };

  const startDrawing = (shape: DrawShape) => {
    setVertices([]);
    setAreaError(null);
    setDrawing(shape);
    form.setFieldValue('aoiType', shape);
  };

  /** The drawn area's problem in the page's language, or null (picked units are checked by the server). */
  const checkArea = (): string | null => {
    if (!isDrawn(aoiType)) return null;
    const geometry = verticesToPolygon(vertices);
    if (!geometry) return t('form.areaRequired');
    const problem = aoiGeometryProblem(geometry);
    return problem ? geoMessage(problem) : null;
  };

  const save = async () => {
    // The area is checked with the fields, so every problem shows at once.
    const areaProblem = checkArea();
    setAreaError(areaProblem);
    const values = await form.validateFields();
    if (areaProblem) return;
    let body: CropTaskAddBody = {
      taskName: values.taskName,
      crop: values.crop as CropTaskAddBody['crop'],
      period: values.period,
      description: values.description?.trim() ? values.description.trim() : null,
      aoiType: values.aoiType,
    };
    const geometry = verticesToPolygon(vertices);
    if (isDrawn(values.aoiType) && geometry) {
      body = { ...body, aoiGeometry: geometry, aoiCode: null };
    } else {
      body = { ...body, aoiCode: values.aoiCode, aoiGeometry: null };
    }
    setDrawing(null);
    if (record) await edit.mutateAsync({ ...body, id: record.id });
    else await add.mutateAsync(body);
    onClose();
  };

  const drawTools = isDrawn(aoiType) ? (
    <>
      <Button size="small" type={drawing === 'polygon' ? 'primary' : 'default'} onClick={() => startDrawing('polygon')}>
        {t('actions.drawPolygon')}
      </Button>
      <Button
        size="small"
        type={drawing === 'rectangle' ? 'primary' : 'default'}
        onClick={() => startDrawing('rectangle')}
      >
        {t('actions.drawRectangle')}
      </Button>
      <Button size="small" disabled={drawing !== 'polygon' || vertices.length < 3} onClick={() => setDrawing(null)}>
        {t('actions.finish')}
      </Button>
      <Button
        size="small"
        disabled={vertices.length === 0}
        onClick={() => {
          setVertices([]);
          setDrawing(null);
        }}
      >
        {t('actions.clearArea')}
      </Button>
    </>
  ) : null;

  return (
    <Modal
      open={open}
      title={record ? t('form.editTitle') : t('form.addTitle')}
      width={1200}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Form<FormValues> form={form} name="cropTaskForm" layout="vertical" requiredMark>
            <Form.Item
              name="taskName"
              label={t('fields.taskName')}
              rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: 100 }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="crop"
              label={t('fields.crop')}
              rules={[{ required: true, message: t('form.cropRequired') }]}
            >
              <DictSelect
                dictCode="crop_type"
                allowClear={false}
                optionRender={(o) => labels.cropLabel(String(o.value))}
                labelRender={(l) => labels.cropLabel(String(l.value))}
              />
            </Form.Item>
            <Form.Item
              name="period"
              label={t('fields.period')}
              rules={[{ required: true, message: t('form.periodRequired') }]}
            >
              <Select
                loading={labels.options.isLoading}
                options={labels.periods.map((p) => ({ value: p.code, label: labels.periodLabel(p.code) }))}
              />
            </Form.Item>
            <Form.Item name="aoiType" label={t('fields.aoiType')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                size="small"
                onChange={(e) => {
                  const next = e.target.value as CropTaskAoiType;
                  setDrawing(isDrawn(next) ? next : null);
                  setVertices([]);
                  setAreaError(null);
                  form.setFieldValue('aoiCode', undefined);
                }}
                options={(['polygon', 'rectangle', 'country', 'zone'] as const).map((v) => ({
                  value: v,
                  label: t(`aoiTypes.${v}`),
                }))}
              />
            </Form.Item>
            {!isDrawn(aoiType) ? (
              <Form.Item
                name="aoiCode"
                label={t('form.unit')}
                rules={[{ required: true, message: t('form.unitRequired') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('form.unitPlaceholder')}
                  options={unitOptions}
                />
              </Form.Item>
            ) : null}
            {aoiType === 'country' && canPick ? (
              // Issue #15: a country and period picked from the crop indicator report (online report popup).
              <Form.Item>
                <Button size="small" onClick={() => setPicking(true)}>
                  {tr('pickFromIndicators')}
                </Button>
                <PopupPicker
                  open={picking}
                  code={CROP_INDICATOR_REPORT}
                  orgFields="country_iso3,period"
                  destFields="aoiCode,period"
                  onCancel={() => setPicking(false)}
                  onOk={(values) => {
                    form.setFieldsValue(values);
                    setPicking(false);
                  }}
                />
              </Form.Item>
            ) : null}
            {!isDrawn(aoiType) ? null : (
              <Form.Item label={t('fields.aoi')} required>
                <Typography.Text type="secondary">
                  {drawing === 'rectangle' ? t('form.rectangleHint') : t('form.drawHint')}
                </Typography.Text>
                {areaKm2 > 0 ? (
                  <div data-testid="drawn-area">
                    {t('form.areaSize', { value: areaKm2.toLocaleString(undefined, { maximumFractionDigits: 1 }) })}
                  </div>
                ) : null}
                {areaError ? <Alert type="error" showIcon title={areaError} style={{ marginTop: 8 }} /> : null}
              </Form.Item>
            )}
            <Form.Item name="description" label={t('fields.description')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
            {record && record.status !== 'draft' ? <Alert type="info" showIcon title={t('form.editResets')} /> : null}
          </Form>
        </Col>
        <Col xs={24} lg={16}>
          <MeasureMap
            services={runtimeConfig.mapServices}
            height={520}
            toolbar={drawTools}
            drawing={drawing !== null}
            onMeasureStart={() => setDrawing(null)}
          >
            {isDrawn(aoiType) ? (
              <AreaEditor
                vertices={vertices}
                onChange={(v) => {
                  setVertices(v);
                  setAreaError(null);
                }}
                drawing={drawing}
                onFinish={() => setDrawing(null)}
              />
            ) : null}
            <FitBounds bounds={pickedBounds ?? editBounds} />
          </MeasureMap>
        </Col>
      </Row>
    </Modal>
  );
}
