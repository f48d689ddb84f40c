import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from '../paging/data-rules';
import { applyListPlan, type ListFields, planListQuery } from '../paging/list-query';

/**
 * The rows of a generated controller's `exportXls` (JeecgController#exportXls): the list's filters, or only the
 * ids in `selections` when the user ticked rows, in id order, mapped to their JSON form.
 */
export async function exportRows<E extends ObjectLiteral, J>(
  qb: SelectQueryBuilder<E>,
  fields: ListFields,
  query: ListQuery,
  toJson: (row: E) => J,
): Promise<J[]> {
  const alias = qb.alias;
  const plan = planListQuery(fields, query, alias);
  const q = applyListPlan(qb, plan).addOrderBy(`${alias}.id`, 'ASC');
  const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
  if (selections.length) q.andWhere(`${alias}.id IN (:...selections)`, { selections });
  return (await q.getMany()).map(toJson);
}
