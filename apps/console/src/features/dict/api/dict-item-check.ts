import type { FormRule } from 'antd';
import { dictItemCheck } from '@cropwatch/contract';
import { call, failureMessage } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { isBlank } from '../../../lib/validators';

/**
 * `GET /sys/dictItem/dictItemCheck` as a form rule (Vue2 `DictItemModal.validateItemValue`): an item value is
 * unique within its dictionary; the edited item is excluded. A refusal shows the server's message.
 */
export function dictItemValueRule(dictId: string, itemId?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      let res;
      try {
        res = await call(dictItemCheck, {
          query: { dictId, itemValue: String(value), ...(itemId ? { id: itemId } : {}) },
        });
      } catch (error) {
        throw new Error(failureMessage(error) ?? i18n.t('http.requestError', { ns: 'common' }));
      }
      if (!res.success) throw new Error(res.message);
    },
  };
}
