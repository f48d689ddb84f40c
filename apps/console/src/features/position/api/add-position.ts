import { positionAdd, type PositionAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { positionListKey } from './list-position';

/** `POST /sys/position/add`: answers `添加成功！`; a taken code `职务编码已存在`. */
export const { send: addPosition, useRowMutation: useAddPosition } = rowMutation({
  row: positionAdd,
  request: (body: PositionAddBody) => ({ body }),
  invalidates: [positionListKey],
});
