import { Checkbox, Flex, InputNumber, Radio, Select, theme } from 'antd';
import type { ReactNode } from 'react';
import {
  applyPartChange,
  DAY_MODE,
  EXTRA_LIMITS,
  MODE,
  PART_LIMITS,
  setLastWeekdayOfMonth,
  WEEK_MODE,
  type CronPartName,
  type CronState,
  type Limit,
} from './cron-state';
import { useCronTranslation } from './locale';

export interface CronPartPanelProps {
  name: CronPartName;
  state: CronState;
  /** Receives each change as a pure update of the whole state. */
  onChange: (update: (state: CronState) => CronState) => void;
}

type PanelPatch = { cronEvery?: number; specificSpecific?: number[] } & {
  [key: string]: number | number[] | undefined;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** The specify list is a regular grid: ten numbers a row (0–9, 10–19, …; days 1–10, …), four weekdays a row. */
export const SPECIFY_COLUMNS = { numbers: 10, weekdays: 4 } as const;
const rangeOf = ({ min, max }: Limit): number[] => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** One tab of the builder: a radio per option, each followed by the inputs it uses. Editing an input selects it. */
export function CronPartPanel({ name, state, onChange: update }: CronPartPanelProps) {
  // Modes arrive as plain numbers from the radios; the state functions clamp and check the rest.
  const onChange = (target: CronPartName, patch: PanelPatch) =>
    update((current) => applyPartChange(current, target, patch as Partial<CronState[CronPartName]>));
  const { t } = useCronTranslation();
  const { token } = theme.useToken();
  const part = state[name];
  const limits = PART_LIMITS[name];
  const field = t(`tabs.${name}`);
  const unit = t(`unit.${name}`);
  const isWeek = name === 'week';
  const weekdayOptions = WEEKDAYS.map((value) => ({ value, label: t(`weekday.${value}`) }));

  const set = (patch: PanelPatch) => onChange(name, patch);

  const number = (key: 'rangeStart' | 'rangeEnd' | 'incrementStart' | 'incrementIncrement', mode: number) => {
    const label = t(`label.${key}`, { field });
    // Weekday positions (not the loop interval) are named days.
    if (isWeek && key !== 'incrementIncrement') {
      return (
        <Select
          aria-label={label}
          size="small"
          style={{ width: 110 }}
          options={weekdayOptions}
          value={part[key]}
          onChange={(value: number) => set({ cronEvery: mode, [key]: value })}
        />
      );
    }
    return (
      <InputNumber
        aria-label={label}
        size="small"
        min={limits[key].min}
        max={limits[key].max}
        precision={0}
        value={part[key]}
        // A cleared input (null) keeps the last value: the user is about to type a new one.
        onChange={(value) => value !== null && set({ cronEvery: mode, [key]: value })}
      />
    );
  };

  const extraNumber = (key: keyof typeof EXTRA_LIMITS, mode: number, target: 'day' | 'week') => {
    const value = target === 'day' ? state.day[key as 'cronDaysNearestWeekday'] : state.week[key as 'cronNthDayNth'];
    return (
      <InputNumber
        aria-label={t(`label.${labelOfExtra[key]}`)}
        size="small"
        min={EXTRA_LIMITS[key].min}
        max={EXTRA_LIMITS[key].max}
        precision={0}
        value={value}
        onChange={(next) => next !== null && onChange(target, { cronEvery: mode, [key]: next })}
      />
    );
  };

  const rows: ReactNode[] = [];
  const row = (mode: number, label: string, ...rest: ReactNode[]) =>
    rows.push(
      <Flex key={mode} align="center" gap={8} wrap>
        <Radio value={mode}>{label}</Radio>
        {rest}
      </Flex>,
    );

  if (name === 'day' || name === 'week') row(DAY_MODE.notSet, t('mode.notSet'));
  row(MODE.every, t(`every.${name}`));
  row(
    MODE.range,
    t('mode.range'),
    <span key="from">{t('text.from')}</span>,
    <span key="a">{number('rangeStart', MODE.range)}</span>,
    <span key="to">{t('text.to')}</span>,
    <span key="b">{number('rangeEnd', MODE.range)}</span>,
    unit ? <span key="unit">{unit}</span> : null,
  );
  row(
    MODE.loop,
    t('mode.loop'),
    <span key="from">{t('text.loopStart')}</span>,
    <span key="a">{number('incrementStart', MODE.loop)}</span>,
    <span key="every">{t('text.loopStartSuffix', { unit })}</span>,
    <span key="b">{number('incrementIncrement', MODE.loop)}</span>,
    <span key="unit">{t('text.loopEvery', { unit: unit || t('unit.day') })}</span>,
  );

  if (name === 'day') {
    row(
      DAY_MODE.nearestWeekday,
      t('mode.nearestWeekday'),
      <span key="p">{t('text.nearestWeekdayPrefix')}</span>,
      <span key="n">{extraNumber('cronDaysNearestWeekday', DAY_MODE.nearestWeekday, 'day')}</span>,
      <span key="s">{t('text.nearestWeekdaySuffix')}</span>,
    );
    row(DAY_MODE.lastDay, t('mode.lastDay'));
    row(DAY_MODE.lastWeekday, t('mode.lastWeekday'));
    row(
      DAY_MODE.beforeLastDay,
      t('mode.beforeLastDay'),
      <span key="p">{t('text.beforeLastDayPrefix')}</span>,
      <span key="n">
        {state.day.cronEvery === DAY_MODE.beforeLastDayWeekday
          ? null
          : extraNumber('cronDaysBeforeEomMinus', DAY_MODE.beforeLastDay, 'day')}
      </span>,
      <span key="s">{t('text.beforeLastDaySuffix')}</span>,
    );
    row(
      DAY_MODE.beforeLastDayWeekday,
      t('mode.beforeLastDayWeekday'),
      <span key="p">{t('text.beforeLastDayPrefix')}</span>,
      <span key="n">
        {state.day.cronEvery === DAY_MODE.beforeLastDayWeekday
          ? extraNumber('cronDaysBeforeEomMinus', DAY_MODE.beforeLastDayWeekday, 'day')
          : null}
      </span>,
      <span key="s">{t('text.beforeLastDayWeekdaySuffix')}</span>,
    );
  }

  if (isWeek) {
    row(
      WEEK_MODE.nthWeekday,
      t('mode.nthWeekday'),
      <span key="p">{t('text.nthPrefix')}</span>,
      <span key="n">{extraNumber('cronNthDayNth', WEEK_MODE.nthWeekday, 'week')}</span>,
      <span key="m">{t('text.nthMiddle')}</span>,
      <Select
        key="d"
        aria-label={t('label.nthDayDay')}
        size="small"
        style={{ width: 110 }}
        options={weekdayOptions}
        value={state.week.cronNthDayDay}
        onChange={(value: number) => onChange('week', { cronEvery: WEEK_MODE.nthWeekday, cronNthDayDay: value })}
      />,
    );
    row(
      WEEK_MODE.lastWeekdayOfMonth,
      t('mode.lastWeekdayOfMonth'),
      <span key="p">{t('text.lastWeekdayPrefix')}</span>,
      <Select
        key="d"
        aria-label={t('label.lastWeekday')}
        size="small"
        style={{ width: 110 }}
        options={weekdayOptions}
        value={state.day.cronLastSpecificDomDay}
        onChange={(value: number) => update((current) => setLastWeekdayOfMonth(current, value))}
      />,
    );
  }

  const specificLabel = t('label.specific', { field });
  // Only the chosen mode shows its values: while "every" is chosen no value is ticked, and ticking one chooses
  // "specify" with that value alone.
  const specified = part.cronEvery === MODE.specify ? part.specificSpecific : [];
  const values = isWeek ? weekdayOptions : rangeOf(limits.value).map((value) => ({ value, label: String(value) }));
  const columns = isWeek ? SPECIFY_COLUMNS.weekdays : SPECIFY_COLUMNS.numbers;
  const specify =
    name === 'year' ? (
      <Select
        key="list"
        aria-label={specificLabel}
        mode="multiple"
        size="small"
        style={{ minWidth: 240 }}
        options={values}
        value={specified}
        onChange={(next: number[]) => set({ cronEvery: MODE.specify, specificSpecific: next })}
      />
    ) : (
      <Checkbox.Group
        key="list"
        aria-label={specificLabel}
        value={specified}
        onChange={(next) => set({ cronEvery: MODE.specify, specificSpecific: next })}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, rowGap: 4 }}
      >
        {values.map((option) => (
          <Checkbox key={option.value} value={option.value}>
            {option.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    );
  rows.push(
    <Flex key="specify" vertical gap={4}>
      <Radio value={MODE.specify}>{t('mode.specify')}</Radio>
      <div style={{ paddingInlineStart: 24 }}>{specify}</div>
    </Flex>,
  );

  return (
    <Radio.Group
      aria-label={t('label.mode', { field })}
      value={part.cronEvery}
      onChange={(event) => set({ cronEvery: event.target.value as number })}
      // antd's radio group sets font-size 0 (for button radios); the words between the inputs need the body size.
      style={{ fontSize: token.fontSize }}
    >
      <Flex vertical gap={8}>
        {rows}
      </Flex>
    </Radio.Group>
  );
}

const labelOfExtra: Record<keyof typeof EXTRA_LIMITS, string> = {
  cronDaysNearestWeekday: 'nearestWeekday',
  cronDaysBeforeEomMinus: 'beforeLastDay',
  cronLastSpecificDomDay: 'lastWeekday',
  cronNthDayDay: 'nthDayDay',
  cronNthDayNth: 'nthDayNth',
};
