import { useCallback, useEffect, useMemo } from 'react';
import { feedback } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { loadCategoryLevel, loadCategoryNames } from '../api/load-category-tree';
import { LazyTreeSelect } from './lazy-tree-select';

export interface CategoryTreeProps {
  /** Code of the parent category; '' = the whole tree. */
  pcode?: string;
  /** JSON object string of equality filters (`{"code": …}`); anything else is refused. */
  condition?: string;
  multiple?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Vue2 `JCategorySelect`: `condition` must be a JSON object string, else it is reported and ignored. */
export function validCondition(condition: string | undefined): { condition: string; valid: boolean } {
  if (!condition) return { condition: '', valid: true };
  try {
    const parsed: unknown = JSON.parse(condition);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { condition, valid: true };
  } catch {
    // fall through
  }
  return { condition: '', valid: false };
}

/** The category dictionary tree (`/sys/category/*`), loaded level by level. */
export function CategoryTree({ pcode = '', condition, ...rest }: CategoryTreeProps) {
  const checked = useMemo(() => validCondition(condition), [condition]);
  useEffect(() => {
    if (!checked.valid) feedback.message.error(i18n.t('dict.badCondition', { ns: 'list' }));
  }, [checked]);
  const loadLevel = useCallback(
    (pid?: string) => loadCategoryLevel({ pid, pcode, condition: checked.condition }),
    [pcode, checked.condition],
  );
  return <LazyTreeSelect loadLevel={loadLevel} loadLabels={loadCategoryNames} {...rest} />;
}
