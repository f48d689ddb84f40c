import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback';

function BindFeedback() {
  const api = App.useApp();
  useEffect(() => {
    bindFeedback(api);
    return () => bindFeedback(null);
  }, [api]);
  return null;
}

/** antd's message, notification and modal holders under the app's ConfigProvider, loaded on first use (providers). */
export default function FeedbackHolders() {
  return (
    <App component={false}>
      <BindFeedback />
    </App>
  );
}
