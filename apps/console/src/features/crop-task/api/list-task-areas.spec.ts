import { mockHttp, ok } from '../../../testing/mock-http';
import { ANALYSED } from '../testing/task-fixtures';
import { listTaskAreas, MAP_TASK_LIMIT } from './list-task-areas';

describe('listTaskAreas', () => {
  it("asks for the list's filters on one large page, whatever page the table shows", async () => {
    const http = mockHttp(() => ok({ records: [ANALYSED], total: 1, size: MAP_TASK_LIMIT, current: 1, pages: 1 }));
    const rows = await listTaskAreas({
      pageNo: 3,
      pageSize: 10,
      status: 'analysed',
      column: 'createTime',
      order: 'desc',
    });
    expect(rows).toEqual([ANALYSED]);
    expect(http.requests[0]).toMatchObject({
      method: 'GET',
      url: '/crop/task/list',
      params: { pageNo: 1, pageSize: MAP_TASK_LIMIT, status: 'analysed', column: 'createTime', order: 'desc' },
    });
    http.restore();
  });
});
