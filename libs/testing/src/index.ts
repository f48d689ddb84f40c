export * from './builders';
export * from './demo-users';
export * from './http';
export * from './shape';
export * from './pdf';
