import { announcementAddBodySchema, type AnnouncementListRecord } from '@cropwatch/contract';
import { dayjs } from '../../../lib/dayjs';
import { EMPTY_ANNOUNCEMENT, toBody, toFormValues } from './announcement-form-modal';

const record: AnnouncementListRecord = {
  id: 'a1',
  titile: '墒情复核',
  msgContent: '<p>正文</p>',
  startTime: '2026-01-01 08:00:00',
  endTime: null,
  sender: null,
  priority: 'H',
  msgCategory: '1',
  msgType: 'USER',
  sendStatus: '0',
  sendTime: null,
  cancelTime: null,
  delFlag: '0',
  createBy: 'admin',
  createTime: '2026-01-01 07:00:00',
  updateBy: null,
  updateTime: null,
  userIds: 'u1,u2,',
  busType: null,
  busId: null,
  openType: null,
  openPage: null,
  msgAbstract: null,
  priority_dictText: '高',
  msgCategory_dictText: '通知公告',
  msgType_dictText: '指定用户',
  sendStatus_dictText: '未发布',
};

describe('announcement form values', () => {
  it('sends chosen users as a comma-ended list, as the server strips the last character', () => {
    const body = toBody({ ...EMPTY_ANNOUNCEMENT, titile: ' 通知 ', msgType: 'USER', userIds: 'u1,u2', priority: 'H' });
    expect(body).toMatchObject({ titile: '通知', msgType: 'USER', userIds: 'u1,u2,', priority: 'H' });
    expect(announcementAddBodySchema.safeParse(body).success).toBe(true);
  });

  it('clears users, times and the page to open when they do not apply', () => {
    const body = toBody({ ...EMPTY_ANNOUNCEMENT, titile: '全员', userIds: 'u1', openType: null, openPage: '/x' });
    expect(body).toMatchObject({ msgType: 'ALL', userIds: '', startTime: '', endTime: '', openType: '', openPage: '' });
    expect(announcementAddBodySchema.safeParse(body).success).toBe(true);
  });

  it('formats the period as the wire expects', () => {
    const body = toBody({
      ...EMPTY_ANNOUNCEMENT,
      titile: 't',
      startTime: dayjs('2026-03-01 09:30:00'),
      endTime: dayjs('2026-03-31 18:00:00'),
    });
    expect(body).toMatchObject({ startTime: '2026-03-01 09:30:00', endTime: '2026-03-31 18:00:00' });
  });

  it('loads a stored announcement without the trailing comma and round-trips it', () => {
    const values = toFormValues(record);
    expect(values.userIds).toBe('u1,u2');
    expect(values.startTime?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 08:00:00');
    expect(values.endTime).toBeNull();
    expect(toBody(values)).toMatchObject({
      userIds: 'u1,u2,',
      startTime: '2026-01-01 08:00:00',
      msgContent: '<p>正文</p>',
    });
  });
});
