import { App, type ModalFuncProps } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
type ModalKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';
/** What the static `Modal` and the `App.useApp()` modal have in common. */
type ModalApi = Record<ModalKind, (config: ModalFuncProps) => ModalHandle>;
interface ModalHandle {
  destroy(): void;
  update?(config: ModalFuncProps): void;
}
type MessageApi = AppApi['message'];
type MessageHandle = ReturnType<MessageApi['info']>;
type NotificationApi = AppApi['notification'];
export interface FeedbackApi {
  message: MessageApi;
  notification: NotificationApi;
  modal: ModalApi;
}

let bound: FeedbackApi | null = null;
let queued: ((api: FeedbackApi) => void)[] = [];
let demanded = false;
const demandListeners = new Set<() => void>();

/** Asks the shell to mount antd's feedback holders now (the main layout does, so its first message is instant). */
export function requestFeedbackHolders(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of demandListeners) listener();
}

/** Runs `call` once an API is bound; the first unbound call asks the shell to mount antd's feedback holders. */
function whenBound(call: (api: FeedbackApi) => void): void {
  if (bound) {
    call(bound);
    return;
  }
  queued.push(call);
  requestFeedbackHolders();
}

/** Whether something asked for feedback before an API was bound (the shell then mounts `<App>`, see providers). */
export const isFeedbackDemanded = (): boolean => demanded;

export function subscribeFeedbackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** A message shown later still answers at once with antd's handle: a function that closes it, and a thenable. */
function deferredMessage(open: (api: MessageApi) => MessageHandle): MessageHandle {
  let handle: MessageHandle | null = null;
  let closed = false;
  let settle: (value: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  whenBound((api) => {
    if (closed) return settle(true);
    handle = open(api.message);
    void handle.then(settle);
  });
  const close = () => {
    closed = true;
    handle?.();
  };
  return Object.assign(close, { then: done.then.bind(done) });
}

function deferredModal(open: (api: ModalApi) => ModalHandle): ModalHandle {
  let handle: ModalHandle | null = null;
  let destroyed = false;
  let pendingUpdate: ModalFuncProps | null = null;
  whenBound((api) => {
    if (destroyed) return;
    handle = open(api.modal);
    if (pendingUpdate) handle.update?.(pendingUpdate);
  });
  return {
    destroy() {
      destroyed = true;
      handle?.destroy();
    },
    update(config) {
      if (handle) handle.update?.(config);
      else pendingUpdate = { ...pendingUpdate, ...config };
    },
  };
}

type MessageArgs = Parameters<MessageApi['info']>;
const messageOf =
  (kind: 'info' | 'success' | 'error' | 'warning' | 'loading') =>
  (...args: MessageArgs): MessageHandle =>
    deferredMessage((api) => api[kind](...args));

type NotificationArgs = Parameters<NotificationApi['info']>;
const notificationOf =
  (kind: 'info' | 'success' | 'error' | 'warning' | 'open') =>
  (...args: NotificationArgs): void =>
    whenBound((api) => api.notification[kind](...args));

const modalOf = (kind: ModalKind) => (config: ModalFuncProps) => deferredModal((api) => api[kind](config));

/** Stands in until antd's API is bound: calls wait for it, in order, and answer with usable handles. */
const deferredApi: FeedbackApi = {
  message: {
    info: messageOf('info'),
    success: messageOf('success'),
    error: messageOf('error'),
    warning: messageOf('warning'),
    loading: messageOf('loading'),
    open: (args) => deferredMessage((api) => api.open(args)),
    destroy: (key) => whenBound((api) => api.message.destroy(key)),
  },
  notification: {
    info: notificationOf('info'),
    success: notificationOf('success'),
    error: notificationOf('error'),
    warning: notificationOf('warning'),
    open: notificationOf('open'),
    destroy: (key) => whenBound((api) => api.notification.destroy(key)),
  },
  modal: {
    info: modalOf('info'),
    success: modalOf('success'),
    error: modalOf('error'),
    warning: modalOf('warning'),
    confirm: modalOf('confirm'),
  },
};

/**
 * antd's feedback outside React (the request layer, stores). Bound to `App.useApp()` the calls inherit the
 * ConfigProvider theme and locale. antd's message, notification and modal code is not part of the first page
 * load: until the shell has mounted `<App>` on first use (providers) and bound it, calls are queued.
 */
export const feedback = {
  get message(): FeedbackApi['message'] {
    return (bound ?? deferredApi).message;
  },
  get notification(): FeedbackApi['notification'] {
    return (bound ?? deferredApi).notification;
  },
  get modal(): FeedbackApi['modal'] {
    return (bound ?? deferredApi).modal;
  },
};

/** Binds an API (or unbinds with `null`); calls queued meanwhile run now, in order. */
export function bindFeedback(api: FeedbackApi | null): void {
  bound = api;
  if (!api) return;
  const calls = queued;
  queued = [];
  for (const call of calls) call(api);
}

/**
 * Call once inside antd's `<App>`: binds the context-aware API for as long as the caller is mounted. For test
 * harnesses; the shell binds through its lazily loaded holders (`app/feedback-holders.tsx`) instead, so that antd's
 * `App` stays out of the first load.
 */
export function useBindFeedback(): void {
  const api = App.useApp();
  useEffect(() => {
    bindFeedback(api);
    return () => bindFeedback(null);
  }, [api]);
}
