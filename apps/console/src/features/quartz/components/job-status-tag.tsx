import { Tag } from 'antd';
import { QuartzJobStatus, type QuartzJobListRecord } from '@cropwatch/contract';
import { renderDictText } from '../../../components/dict/render-dict-text';

/** The job's `quartz_status` text (the server's dictionary translation), green while it runs. */
export function JobStatusTag({ job }: { job: Pick<QuartzJobListRecord, 'status' | 'status_dictText'> }) {
  return (
    <Tag color={job.status === QuartzJobStatus.normal ? 'success' : 'default'}>{renderDictText(job, 'status')}</Tag>
  );
}
