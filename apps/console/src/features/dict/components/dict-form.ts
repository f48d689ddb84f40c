import type {
  DictAddBody,
  DictEditBody,
  DictItemAddBody,
  DictItemEditBody,
  SysDict,
  SysDictItem,
} from '@cropwatch/contract';

/** What the dictionary form edits. `type`: 0 string values, 1 number values (contract §4.1). */
export interface DictFormValues {
  dictName: string;
  dictCode: string;
  description?: string | null;
  type: 0 | 1;
}

export const dictFormValues = (record?: SysDict | null): DictFormValues => ({
  dictName: record?.dictName ?? '',
  dictCode: record?.dictCode ?? '',
  description: record?.description ?? '',
  type: record?.type === 1 ? 1 : 0,
});

const trimmedOrNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The add body, or the edit body when a record is edited (MyBatis-Plus keeps fields sent as null). */
export function toDictBody(values: DictFormValues): DictAddBody;
export function toDictBody(values: DictFormValues, id: string): DictEditBody;
export function toDictBody(values: DictFormValues, id?: string): DictAddBody | DictEditBody {
  const body = {
    dictName: values.dictName.trim(),
    dictCode: values.dictCode.trim(),
    // An emptied description is sent as '' so the server clears it rather than keeping the stored text.
    description: id ? (values.description?.trim() ?? '') : trimmedOrNull(values.description),
    type: values.type,
  };
  return id ? { ...body, id } : body;
}

/** What the item form edits; `status` 1 enabled, 0 disabled. */
export interface DictItemFormValues {
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder?: number | null;
  status: boolean;
}

export const dictItemFormValues = (record?: SysDictItem | null): DictItemFormValues => ({
  itemText: record?.itemText ?? '',
  itemValue: record?.itemValue ?? '',
  description: record?.description ?? '',
  // Vue2 DictItemModal starts new items at sort order 1, enabled.
  sortOrder: record ? record.sortOrder : 1,
  status: record ? record.status === 1 : true,
});

export function toDictItemBody(values: DictItemFormValues, dictId: string): DictItemAddBody;
export function toDictItemBody(values: DictItemFormValues, dictId: string, id: string): DictItemEditBody;
export function toDictItemBody(
  values: DictItemFormValues,
  dictId: string,
  id?: string,
): DictItemAddBody | DictItemEditBody {
  const body = {
    dictId,
    itemText: values.itemText.trim(),
    itemValue: values.itemValue.trim(),
    description: id ? (values.description?.trim() ?? '') : trimmedOrNull(values.description),
    sortOrder: values.sortOrder ?? null,
    status: values.status ? 1 : 0,
  };
  return id ? { ...body, id } : body;
}
