import { Typography } from 'antd';
import { Fragment } from 'react';

/**
 * A Java class name that wraps only after its dots (`org.jeecg.modules.quartz.job.` / `SampleJob`), never inside
 * a name: a break opportunity after each dot, and no break elsewhere (issue #31, the screenshot review).
 */
export function ClassNameText({ value }: { value: string }) {
  const parts = value.split('.');
  return (
    <Typography.Text style={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </Typography.Text>
  );
}
