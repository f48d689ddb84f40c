export * from './endpoint';
export * from './result';
export * from './signature';
export * from './sys/auth';
export * from './sys/announcement';
export * from './sys/dashboard';
export * from './sys/dict';
export * from './sys/permission';
export * from './sys/quartz';
// Not in endpointTable yet: registered there once the emulator serves it.
export * from './sys/system';
export * from './sys/user';
export * from './endpoints';
