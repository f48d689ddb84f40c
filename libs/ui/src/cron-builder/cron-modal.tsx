import { Alert, Button, Flex, Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { cronFieldLabels, parseCron, unusualCronFields, validateCron, type CronLocale } from '@cropwatch/cron';
import { CommitInput } from './commit-input';
import { CronPartPanel } from './cron-part-panel';
import { describeExpression, useCronPreview } from './cron-preview';
import { applyPartText, CRON_PARTS, expressionToState, formatPart, stateToExpression } from './cron-state';
import { useCronTranslation } from './locale';

/**
 * The fields of `text` that Quartz reads its own way (`*\/0`, `L-2` in the week, `1,3#2`…), named in `locale`,
 * or null when there are none. The builder shows such a field as "every" (spec §4).
 */
function unusualFields(text: string | null | undefined, locale: CronLocale): string | null {
  const parsed = parseCron(text ?? '');
  if (!parsed.ok) return null;
  const fields = unusualCronFields(parsed.value);
  return fields.length
    ? fields.map((field) => cronFieldLabels[locale][field]).join(locale === 'zh-CN' ? '、' : ', ')
    : null;
}

/** Spec §9: the cron modal is 608 px wide. */
export const CRON_MODAL_WIDTH = 608;

/** The modal's content never outgrows the window: 100 px above (antd's top), title, paddings and a bottom margin. */
export const CRON_BODY_MAX_HEIGHT = 'calc(100vh - 200px)';
const SCROLL_BODY = { overflowY: 'auto', minHeight: 0, flex: '1 1 auto', paddingInlineEnd: 4 } as const;

export interface CronModalProps {
  open: boolean;
  /** The current expression; opening the modal reads it (blank → `* * * * * ? *`). */
  value?: string | null;
  /** OK: the built expression (always seven fields). The caller closes the modal. */
  onOk: (expression: string) => void;
  onCancel: () => void;
  /** IANA zone of the preview; default the browser's. */
  tz?: string;
}

/** The Quartz cron builder (spec §2, §4): tabs per field, raw fields, the full expression, description and preview. */
export function CronModal({ open, value, onOk, onCancel, tz }: CronModalProps) {
  const { t } = useCronTranslation();
  return (
    <Modal open={open} title={t('title')} width={CRON_MODAL_WIDTH} footer={null} onCancel={onCancel} destroyOnHidden>
      {/* Mounted per opening, so each opening reads `value` afresh. */}
      {open ? <CronBuilder value={value} onOk={onOk} onCancel={onCancel} tz={tz} /> : null}
    </Modal>
  );
}

function CronBuilder({ value, onOk, onCancel, tz }: Omit<CronModalProps, 'open'>) {
  const { t, locale } = useCronTranslation();
  const [state, setState] = useState(() => expressionToState(value));
  // Issue 19 §2: an expression Quartz accepts in an unusual form is read field by field like any other; say so.
  const [unusual, setUnusual] = useState(() => ({ text: value ?? '', fields: unusualFields(value, locale) }));
  const expression = stateToExpression(state);
  const preview = useCronPreview(expression, { locale, timeZone: tz });
  const description = describeExpression(expression, locale);
  // OK is judged on the expression now, not on the debounced preview; the year counts here (Quartz checks it).
  const valid = validateCron(expression) === null;

  return (
    // The body scrolls inside the window, the OK/Cancel row stays visible below it (a 900 px window, issue #18).
    <Flex vertical gap={12} style={{ maxHeight: CRON_BODY_MAX_HEIGHT }}>
      <Flex vertical gap={12} className="cw-cron-body" data-testid="cron-body" style={SCROLL_BODY}>
        <Tabs
          size="small"
          destroyOnHidden
          items={CRON_PARTS.map((name) => ({
            key: name,
            label: t(`tabs.${name}`),
            children: <CronPartPanel name={name} state={state} onChange={setState} />,
          }))}
        />
        <div role="group" aria-label={t('fields')}>
          <Flex gap={4}>
            {CRON_PARTS.map((name) => (
              <Flex key={name} vertical flex={1} align="center" gap={2}>
                <Typography.Text type="secondary">{t(`tabs.${name}`)}</Typography.Text>
                <CommitInput
                  aria-label={t('label.raw', { field: t(`tabs.${name}`) })}
                  value={formatPart(state, name)}
                  onCommit={(text) => setState((current) => applyPartText(current, name, text))}
                />
              </Flex>
            ))}
          </Flex>
        </div>
        <CommitInput
          aria-label={t('label.expression')}
          value={expression}
          onCommit={(text) => {
            setUnusual({ text, fields: unusualFields(text, locale) });
            setState(expressionToState(text));
          }}
        />
        {unusual.fields ? (
          <Alert
            type="warning"
            showIcon
            title={t('unusual', { expression: unusual.text.trim(), fields: unusual.fields })}
          />
        ) : null}
        {description ? (
          <Typography.Text data-testid="cron-description">
            {t('preview.description')}: {description}
          </Typography.Text>
        ) : null}
        <section aria-label={t('preview.title')}>
          <Typography.Text strong>
            {t('preview.title')} {t('preview.yearIgnored')}
          </Typography.Text>
          {preview.valid ? (
            preview.times.length ? (
              <ol style={{ margin: '4px 0 0', paddingInlineStart: 24 }}>
                {preview.times.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </ol>
            ) : (
              <Typography.Paragraph type="secondary">{t('preview.empty')}</Typography.Paragraph>
            )
          ) : (
            <Alert type="error" showIcon title={preview.message} />
          )}
        </section>
      </Flex>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" disabled={!valid} onClick={() => onOk(expression)}>
          {t('ok')}
        </Button>
      </Flex>
    </Flex>
  );
}
