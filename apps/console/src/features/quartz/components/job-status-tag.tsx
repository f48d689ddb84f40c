import { Tag } from 'antd';
import { QuartzJobStatus, type QuartzJobListRecord } from '@cropwatch/contract';
import { interfaceDictText } from '../../../components/dict/interface-dict';
import { renderDictText } from '../../../components/dict/render-dict-text';

/** The job's `quartz_status` text in the interface's language, green while it runs. */
export function JobStatusTag({ job }: { job: Pick<QuartzJobListRecord, 'status' | 'status_dictText'> }) {
  return (
    <Tag color={job.status === QuartzJobStatus.normal ? 'success' : 'default'}>
      {interfaceDictText('quartz_status', job.status, renderDictText(job, 'status'))}
    </Tag>
  );
}
