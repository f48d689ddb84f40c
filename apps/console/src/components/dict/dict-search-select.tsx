import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictModel } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { failureMessage } from '../../lib/http';
import { loadDict } from '../api/load-dict';
import { loadDictItem } from '../api/load-dict-item';
import { useDictItems } from './dict-items';
import { dictLabel } from './render-dict-text';

/** Spec §9: dictionary search debounce 300 ms. */
export const DICT_SEARCH_DEBOUNCE_MS = 300;

export interface DictSearchSelectProps {
  /** Dictionary code; `async` needs a table dictionary `table,text,code`. */
  dict: string;
  /** Search on the server (`loadDict`) instead of filtering the whole dictionary. */
  async?: boolean;
  pageSize?: number;
  debounceMs?: number;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const toOptions = (items: readonly DictModel[]) =>
  items.map((i) => ({ value: i.value, label: dictLabel(i), disabled: i.disabled }));

/** Vue2 `JSearchSelectTag`: a searchable dictionary select, sync or async (debounced, last response wins). */
export function DictSearchSelect(props: DictSearchSelectProps) {
  return props.async ? <AsyncSearchSelect {...props} /> : <SyncSearchSelect {...props} />;
}

function SyncSearchSelect({ dict, value, onChange, placeholder, disabled, ...aria }: DictSearchSelectProps) {
  const { t } = useTranslation('list');
  const query = useDictItems(dict);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      loading={query.isLoading}
      placeholder={placeholder}
      notFoundContent={t('dict.noData')}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={toOptions(query.data ?? [])}
      {...aria}
    />
  );
}

function AsyncSearchSelect({
  dict,
  pageSize = 10,
  debounceMs = DICT_SEARCH_DEBOUNCE_MS,
  value,
  onChange,
  placeholder,
  disabled,
  ...aria
}: DictSearchSelectProps) {
  const { t } = useTranslation('list');
  const [options, setOptions] = useState<DictModel[]>([]);
  const [searched, setSearched] = useState(false);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The text of a value set from outside (an edited record) comes from `loadDictItem`.
  useEffect(() => {
    if (!value || options.some((o) => o.value === value)) return;
    let live = true;
    loadDictItem(dict, [value])
      .then(([text]) => {
        if (live && text) setOptions((list) => [...list, { value, text }]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dict, value, options]);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const seq = ++latest.current;
      setLoading(true);
      loadDict(dict, keyword, pageSize)
        .then((items) => {
          if (seq !== latest.current) return;
          setOptions(items);
          setSearched(true);
        })
        .catch((error: unknown) => {
          if (seq !== latest.current) return;
          const message = failureMessage(error);
          if (message) feedback.message.warning(message);
        })
        .finally(() => {
          if (seq === latest.current) setLoading(false);
        });
    }, debounceMs);
  };

  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      disabled={disabled}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : searched ? t('dict.noData') : t('dict.enterSearch')}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={toOptions(options)}
      {...aria}
    />
  );
}
