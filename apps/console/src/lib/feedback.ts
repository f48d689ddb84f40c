import { App, message as staticMessage, Modal, notification as staticNotification, type ModalFuncProps } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
type ModalKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';
/** What the static `Modal` and the `App.useApp()` modal have in common. */
type ModalApi = Record<ModalKind, (config: ModalFuncProps) => { destroy(): void }>;
export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: ModalApi;
}

const staticApi: FeedbackApi = {
  message: staticMessage,
  notification: staticNotification,
  modal: Modal,
};

let bound: FeedbackApi | null = null;

/**
 * antd's feedback outside React (the request layer, stores). Bound to `App.useApp()` the calls inherit the
 * ConfigProvider theme and locale; before binding (or in a bare test) antd's static functions answer.
 */
export const feedback = {
  get message(): FeedbackApi['message'] {
    return (bound ?? staticApi).message;
  },
  get notification(): FeedbackApi['notification'] {
    return (bound ?? staticApi).notification;
  },
  get modal(): FeedbackApi['modal'] {
    return (bound ?? staticApi).modal;
  },
};

export function bindFeedback(api: FeedbackApi | null): void {
  bound = api;
}

/** Call once inside antd's `<App>`: binds the context-aware API for as long as the caller is mounted. */
export function useBindFeedback(): void {
  const api = App.useApp();
  useEffect(() => {
    bindFeedback(api);
    return () => bindFeedback(null);
  }, [api]);
}
