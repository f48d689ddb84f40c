import { positionEdit, type PositionEditBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { positionListKey } from './list-position';

/** `PUT /sys/position/edit`: answers `编辑成功!`. */
export const { send: editPosition, useRowMutation: useEditPosition } = rowMutation({
  row: positionEdit,
  request: (body: PositionEditBody) => ({ body }),
  invalidates: [positionListKey],
});
